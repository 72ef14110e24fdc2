// After a game of Backgammon: the biggest mistake of each person at the
// table, as GNU Backgammon sees it (our own search's view when gnubg is not
// installed), for the end screen's plain words. The work runs off the GUI
// thread once the game is over; `result` fills in when it is done.
#pragma once

#include "game_session.h"

#include <QObject>
#include <QPointer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class BackgammonReview : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameSession* session READ session WRITE setSession NOTIFY sessionChanged)
    // {} while there is nothing (yet); else {judge: "gnubg"|"own", seats:
    // [one per person at the table: {seat, found (bool), turn, dice, played,
    // best, playedChance, bestChance}]} (chances in percent: the mover's
    // chance to win after the play).
    Q_PROPERTY(QVariantMap result READ result NOTIFY resultChanged)

public:
    explicit BackgammonReview(QObject* parent = nullptr);

    GameSession* session() const { return m_session; }
    void setSession(GameSession* session);
    QVariantMap result() const { return m_result; }

signals:
    void sessionChanged();
    void resultChanged();

private:
    void check();
    void deliver(int generation, const QVariantMap& result);

    QPointer<GameSession> m_session;
    QVariantMap m_result;
    int m_generation = 0;
    bool m_started = false;
};
