// The kiosk's one event filter over the whole application: every touch,
// click or key counts as a visitor's activity (the idle clock), and in a
// locked kiosk nothing of a physical keyboard, no right or middle click and
// no context menu reaches the screens — so no key combination or gesture
// can leave the program or open anything of the system. The on-screen
// keyboard still types: its keys are sent by the program, not spontaneous.
#pragma once

#include <QObject>
#include <QTimer>

class Visit;

class Lockdown : public QObject {
    Q_OBJECT
public:
    Lockdown(Visit* visit, bool locked, QObject* parent = nullptr);

    // Events swallowed since the start (for the escape tests and the status).
    int swallowed() const { return m_swallowed; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    Visit* m_visit;
    bool m_locked;
    int m_swallowed = 0;
    // A finger held on the screen is a visitor, however long it stays
    // (the staff gesture is a five-second hold). A release that never comes
    // (a lost touch) lets go after two minutes.
    QTimer m_pressRelease;
    void setPressed(bool pressed);
};
