// One engine game adapted for QML: the state as properties, touches and undo
// as invokables, computer turns on a worker thread, a suggested move for the
// person to move, and recorded games viewed position by position.
//
// The session owns the game, a seeded random generator for chance moves, the
// history of positions for undo, and the game record. QML never sees a rule:
// the board shows `state` (the engine's describe()), highlights nextInputs()
// and forwards touches; the engine's inputPaths() decide what a touch means.
#pragma once

#include "core/game.h"
#include "core/record.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace zv {
class Rng;
}

namespace zv::play {
class ComputerTurn;
}

class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY stateChanged)
    Q_PROPERTY(QString gameKey READ gameKey NOTIFY stateChanged)
    Q_PROPERTY(QVariantList seats READ seats NOTIFY stateChanged)
    Q_PROPERTY(QVariantMap options READ options NOTIFY stateChanged)
    Q_PROPERTY(QVariantMap state READ state NOTIFY stateChanged)
    Q_PROPERTY(int toMove READ toMove NOTIFY stateChanged)
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY stateChanged)
    Q_PROPERTY(bool over READ over NOTIFY stateChanged)
    // The seat whose view `state` shows: the human at the screen (the last
    // human to move while a computer thinks; kSpectator (-2) without humans).
    // A card hand covers itself when it changes (qml/games/kit/CardHand.qml).
    Q_PROPERTY(int viewerSeat READ viewerSeat NOTIFY stateChanged)
    Q_PROPERTY(int winner READ winner NOTIFY stateChanged)
    Q_PROPERTY(QString reason READ reason NOTIFY stateChanged)
    Q_PROPERTY(int moveCount READ moveCount NOTIFY stateChanged)
    Q_PROPERTY(QString lastMove READ lastMove NOTIFY stateChanged)
    Q_PROPERTY(QStringList lastMovePath READ lastMovePath NOTIFY stateChanged)
    Q_PROPERTY(int lastMoveSeat READ lastMoveSeat NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    Q_PROPERTY(QStringList partial READ partial NOTIFY partialChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY stateChanged)
    // A recorded game shown position by position (game_session_view.cpp):
    // nobody moves; moveCount is the number of the record's moves played so
    // far (viewPly), lastMove the record's move that led here.
    Q_PROPERTY(bool viewing READ viewing NOTIFY stateChanged)
    Q_PROPERTY(int viewPly READ viewPly NOTIFY stateChanged)
    Q_PROPERTY(int viewLength READ viewLength NOTIFY stateChanged)
    Q_PROPERTY(QVariantMap viewMeta READ viewMeta NOTIFY stateChanged)
    // The computer's move for the person to move, once suggest() found one
    // (game_session_suggest.cpp); empty otherwise.
    Q_PROPERTY(QString suggestion READ suggestion NOTIFY suggestionChanged)
    Q_PROPERTY(bool suggesting READ suggesting NOTIFY suggestionChanged)
    // Milliseconds a computer move is held back at least, so a child can see
    // whose turn it was; 0 in tests.
    Q_PROPERTY(int computerDelay READ computerDelay WRITE setComputerDelay NOTIFY settingsChanged)
    // Wall-clock budget of one computer search in milliseconds.
    Q_PROPERTY(int thinkTime READ thinkTime WRITE setThinkTime NOTIFY settingsChanged)
    // The keys of the games left under way and kept for resume() while the
    // visit lasts (game_session_keep.cpp), in key order.
    Q_PROPERTY(QStringList keptGames READ keptGames NOTIFY keptChanged)

public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // Starts a new game; a computer search still running is cancelled first.
    // Seats: [{kind: "human"|"computer", level: "weak"|"strong", name}].
    // Returns false (and sets lastError) for an unknown game or bad options.
    Q_INVOKABLE bool start(const QString& gameKey, const QVariantList& seats,
                           const QVariantMap& options = {});
    bool startSeeded(const QString& gameKey, const QVariantList& seats, const QVariantMap& options,
                     quint64 seed);
    // The same game, seats and options again, with a fresh seed.
    Q_INVOKABLE bool restart();
    // From now on every start() and restart() takes its seed from `first`,
    // first + 1, ... instead of the system's random source, so a test that
    // starts games by touch (or a maintainer chasing a reported game) gets
    // the same dice every run. Never called by the kiosk itself.
    void seedLaterStarts(quint64 first);
    // Ends the game: cancels the computer and forgets the position.
    Q_INVOKABLE void stop();

    // Leaving a game (game_session_keep.cpp). keep() ends the game on the
    // screen like stop(), but a game under way (not over, not a recorded
    // game) is put aside first, one per game key, in memory only: position,
    // seats, options, record, undo history, the dice undo took back and the
    // random generator. True when a game was kept.
    Q_INVOKABLE bool keep();
    // Brings the kept game of `gameKey` back exactly as it was left; a
    // computer move that was being searched is searched again with the same
    // seed. A game running now is kept first. False when none is kept.
    Q_INVOKABLE bool resume(const QString& gameKey);
    // What the lobby may say about a kept game without showing it: {moves
    // (the players' moves, chance not counted), seats, options}; empty when
    // none is kept. Nothing of any seat's hidden information.
    Q_INVOKABLE QVariantMap keptInfo(const QString& gameKey) const;
    // Forgets the kept game of `gameKey` (a new game of it replaces it).
    Q_INVOKABLE void forgetKept(const QString& gameKey);
    // The end of a visit: every kept game goes, with the running one.
    Q_INVOKABLE void forgetAllKept();

    // The touches that continue a legal move after `partial`; empty unless a
    // person is to move.
    Q_INVOKABLE QStringList nextInputs() const;
    // Adds a touch. Plays the move when the touches spell exactly one legal
    // move; a touch that continues nothing starts over from that touch.
    Q_INVOKABLE void touch(const QString& id);
    Q_INVOKABLE void cancelInput();
    // For boards whose buttons name a whole move ("bid 7", "pass", "throw"):
    // the legal moves of the person to move (empty during a computer turn or
    // after the end), and playing one of them. A move that is not in the list
    // is ignored and playMove returns false.
    Q_INVOKABLE QStringList legalMoves() const;
    Q_INVOKABLE bool playMove(const QString& move);
    // For boards whose moves no list can hold (Tangram: a piece may lie
    // wherever it fits): the text goes to the engine, which plays it or
    // refuses it (false; lastError says why).
    Q_INVOKABLE bool playFreeMove(const QString& move);
    // Takes back the last move of a person, and every computer move after it.
    Q_INVOKABLE void undo();
    // Describes the position again without a move, for a description that
    // fills in later (Fünf Würfel's tips while the solver's table is built
    // off the screen's thread).
    Q_INVOKABLE void describeAgain();

    // The engine's description of a game, for the lobby (see game_catalog.h).
    Q_INVOKABLE QVariantMap gameInfo(const QString& gameKey) const;
    // The recorded games the kiosk carries for a game, for the lobby: [{path,
    // titleDe, titleEn, subtitleDe, subtitleEn, moves}] (see game_catalog.h).
    Q_INVOKABLE QVariantList recordedGames(const QString& gameKey) const;

    // Loads a game record (a file or a resource, ":/records/...") for
    // viewing: every move is checked by the engine and every position kept;
    // shows the start. False with lastError when the record does not replay.
    // start() and stop() end the viewing.
    Q_INVOKABLE bool viewRecord(const QString& path);
    // Shows the position after `ply` of the record's moves (0: the start).
    Q_INVOKABLE bool viewSeek(int ply);

    // Asks the computer (strong, the session's think time) for a move of the
    // person to move, off the GUI thread; `suggestion` holds it when found.
    // Any move, touch, undo or start drops it.
    Q_INVOKABLE void suggest();
    // Plays the suggestion as the person's move (it may be several of the
    // game's inputs at once, e.g. a whole sowing). False when there is none.
    Q_INVOKABLE bool playSuggestion();

    bool active() const { return m_game != nullptr; }
    QString gameKey() const { return m_gameKey; }
    QVariantList seats() const { return m_seatList; }
    QVariantMap options() const { return m_optionMap; }
    QVariantMap state() const { return m_state; }
    int toMove() const;
    bool humanToMove() const;
    bool over() const;
    int viewerSeat() const { return m_viewerSeat; }
    int winner() const;
    QString reason() const;
    int moveCount() const { return m_view ? m_view->ply : static_cast<int>(m_history.size()); }
    QString lastMove() const;
    QStringList lastMovePath() const;
    int lastMoveSeat() const;
    bool canUndo() const;
    bool thinking() const { return m_thinking; }
    QStringList partial() const { return m_partial; }
    QString lastError() const { return m_lastError; }
    bool viewing() const { return m_view != nullptr; }
    int viewPly() const;
    int viewLength() const;
    QVariantMap viewMeta() const;
    QString suggestion() const { return m_suggestion; }
    bool suggesting() const { return m_suggesting; }
    int computerDelay() const { return m_computerDelay; }
    void setComputerDelay(int ms);
    int thinkTime() const { return m_thinkTime; }
    void setThinkTime(int ms);
    QStringList keptGames() const;

    // The game so far, every move (chance outcomes included) in order.
    const zv::GameRecord& record() const { return m_record; }
    // The current position (nullptr before start()); for tests and tools.
    const zv::Game* game() const { return m_game.get(); }

signals:
    void stateChanged();
    void thinkingChanged();
    void partialChanged();
    void settingsChanged();
    void suggestionChanged();
    void keptChanged();
    // After any move was played (for sounds and animations).
    void movePlayed(int seat, const QString& move, const QStringList& path);

private:
    quint64 nextStartSeed();

    struct Ply {
        std::unique_ptr<zv::Game> before;
        int seat = 0;
        QString move;
        QStringList path;
    };

    // The record being viewed: positions[i] is the game after i of its moves.
    struct RecordView {
        zv::GameRecord record;
        std::vector<std::unique_ptr<zv::Game>> positions;
        int ply = 0;
    };

    bool playIndex(int moveIndex);
    // Plays the chance outcome undo took back at this ply, if the position is
    // the same; false when there is none (a new throw is drawn).
    bool replayUndoneChance();
    // Plays a move given as text (one of the legal moves, or several of the
    // game's inputs at once, which only the engine can check) for the seat to
    // move; `path` is the touches that made it, if any.
    bool playText(const std::string& move, const QStringList& path);
    void endViewing();
    void dropSuggestion();
    void advance();
    void onComputerFound(const QString& move);
    void showComputerMove();
    void cancelComputer();
    void setThinking(bool thinking);
    void setPartial(const QStringList& partial);
    void refresh();
    bool seatIsHuman(int seat) const;
    // Whose view the screen shows (Game::viewFor); remembers the last human.
    int updateViewerSeat();

    std::unique_ptr<zv::Game> m_game;
    std::unique_ptr<zv::Rng> m_rng;
    // seedLaterStarts(): the next start's seed; 0 while starts draw their own.
    quint64 m_fixedSeed = 0;
    zv::play::ComputerTurn* m_computer = nullptr;
    std::vector<Ply> m_history;
    // Chance outcomes taken back by undo, by the ply they were drawn at, with
    // the position they were drawn in: the same throw comes again when play
    // returns to that position, so undo never re-rolls the dice.
    struct UndoneChance {
        std::uint64_t positionHash = 0;
        std::string outcome;
    };
    std::map<std::size_t, UndoneChance> m_undoneChance;
    // A game left under way (keep()): everything resume() needs to go on
    // as if nobody had left. The record is its move list; the history keeps
    // every position before a move, so undo reaches back past the leaving.
    struct KeptGame {
        std::unique_ptr<zv::Game> game;
        std::unique_ptr<zv::Rng> rng;
        std::vector<Ply> history;
        std::map<std::size_t, UndoneChance> undoneChance;
        zv::GameRecord record;
        QVariantList seatList;
        QVariantMap optionMap;
        std::vector<zv::Seat> seats;
        int lastHumanSeat = -1;
        QStringList partial;
        std::optional<std::uint64_t> searchSeed; // a computer search cut short
    };
    std::map<QString, KeptGame> m_kept;
    // The seed of the computer search running now (not a suggestion's), and
    // the one resume() hands to the search it starts again.
    std::optional<std::uint64_t> m_searchSeed;
    std::optional<std::uint64_t> m_resumeSeed;
    zv::GameRecord m_record;
    QString m_gameKey;
    QVariantList m_seatList;
    QVariantMap m_optionMap;
    std::vector<zv::Seat> m_seats;
    int m_lastHumanSeat = -1;
    int m_viewerSeat = zv::kSpectator;
    QVariantMap m_state;
    std::vector<std::string> m_moves;              // legal moves of the current position
    std::vector<std::vector<std::string>> m_paths; // aligned with m_moves
    QStringList m_partial;
    QString m_lastError;
    bool m_thinking = false;
    QString m_pendingMove; // found by the computer, waiting for the delay
    QString m_suggestion;
    bool m_suggesting = false; // the worker searches a suggestion, not a computer turn
    std::unique_ptr<RecordView> m_view;
    QTimer m_showTimer;
    QElapsedTimer m_thinkClock;
    int m_computerDelay = 900;
    int m_thinkTime = 250;
};
