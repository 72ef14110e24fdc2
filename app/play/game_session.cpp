#include "game_session.h"

#include "computer_turn.h"
#include "core/rng.h"
#include "game_catalog.h"
#include "touch_input.h"
#include "variant_state_sink.h"

#include <QRandomGenerator>

namespace {

QStringList toStringList(const std::vector<std::string>& values)
{
    QStringList list;
    list.reserve(static_cast<qsizetype>(values.size()));
    for (const std::string& v : values)
        list.append(QString::fromStdString(v));
    return list;
}

std::vector<std::string> toStdVector(const QStringList& values)
{
    std::vector<std::string> list;
    list.reserve(static_cast<std::size_t>(values.size()));
    for (const QString& v : values)
        list.push_back(v.toStdString());
    return list;
}

} // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent), m_computer(new zv::play::ComputerTurn(this))
{
    m_showTimer.setSingleShot(true);
    connect(&m_showTimer, &QTimer::timeout, this, &GameSession::showComputerMove);
    connect(m_computer, &zv::play::ComputerTurn::found, this, &GameSession::onComputerFound);
}

GameSession::~GameSession()
{
    // The worker reads only its own copy of the position, but it must be
    // stopped before the objects it reports to are gone.
    m_computer->cancel();
}

bool GameSession::start(const QString& gameKey, const QVariantList& seats,
                        const QVariantMap& options)
{
    return startSeeded(gameKey, seats, options, nextStartSeed());
}

void GameSession::seedLaterStarts(quint64 first)
{
    m_fixedSeed = first;
}

quint64 GameSession::nextStartSeed()
{
    if (m_fixedSeed == 0)
        return QRandomGenerator::system()->generate64();
    return m_fixedSeed++;
}

bool GameSession::startSeeded(const QString& gameKey, const QVariantList& seats,
                              const QVariantMap& options, quint64 seed)
{
    cancelComputer();
    dropSuggestion();
    std::vector<zv::Seat> seatList = zv::play::seatsFromVariant(seats);
    zv::Options engineOptions = zv::play::optionsFromVariant(options);
    // What the content supplies (the Leiterspiel's board): kept in the
    // record with the other options, so a replay plays the same board.
    zv::play::addContentOptions(gameKey, &engineOptions);
    std::string why;
    std::unique_ptr<zv::Game> game =
        zv::createGame(gameKey.toStdString(), engineOptions, seatList, &why);
    if (!game) {
        m_lastError = QString::fromStdString(why);
        emit stateChanged();
        return false;
    }
    // Another game under way waits for the visitor (reached through the
    // search while its board was open); a new game of the same key replaces
    // the one kept of it (the lobby asked first) and the one on the screen
    // (restart()).
    if (m_game && m_gameKey != gameKey)
        keep();
    forgetKept(gameKey);
    endViewing();
    m_game = std::move(game);
    m_rng = std::make_unique<zv::Rng>(seed);
    m_history.clear();
    m_undoneChance.clear();
    m_gameKey = gameKey;
    m_seatList = seats;
    m_optionMap = options;
    m_seats = std::move(seatList);
    m_lastHumanSeat = -1;
    m_record = zv::GameRecord{};
    m_record.game = gameKey.toStdString();
    m_record.options = engineOptions;
    m_record.seats = m_seats;
    m_record.seed = seed;
    m_lastError.clear();
    m_partial.clear();
    emit partialChanged();
    refresh();
    advance();
    return true;
}

bool GameSession::restart()
{
    if (m_gameKey.isEmpty())
        return false;
    if (m_view)
        return viewSeek(0);
    return start(m_gameKey, m_seatList, m_optionMap);
}

void GameSession::stop()
{
    cancelComputer();
    dropSuggestion();
    endViewing();
    m_game.reset();
    m_history.clear();
    m_undoneChance.clear();
    m_partial.clear();
    emit partialChanged();
    refresh();
}

QStringList GameSession::nextInputs() const
{
    if (!humanToMove() || m_thinking)
        return {};
    return toStringList(zv::play::nextTouches(m_paths, toStdVector(m_partial)));
}

void GameSession::touch(const QString& id)
{
    if (!humanToMove() || m_thinking)
        return; // a touch during a computer turn or after the end means nothing
    const std::string touched = id.toStdString();
    zv::play::TouchResult result = zv::play::addTouch(m_paths, toStdVector(m_partial), touched);
    if (result.kind == zv::play::TouchResult::Kind::Rejected && !m_partial.isEmpty()) {
        // A touch elsewhere drops the half-made move and may begin another one
        // (a child picks a different stone).
        result = zv::play::addTouch(m_paths, {}, touched);
        setPartial({});
    }
    switch (result.kind) {
    case zv::play::TouchResult::Kind::Rejected:
        return;
    case zv::play::TouchResult::Kind::Extended:
        dropSuggestion(); // the person chose for himself
        setPartial(m_partial + QStringList{id});
        return;
    case zv::play::TouchResult::Kind::Complete:
        setPartial({});
        if (playIndex(result.moveIndex))
            advance();
        return;
    }
}

QStringList GameSession::legalMoves() const
{
    if (!humanToMove() || m_thinking)
        return {};
    QStringList moves;
    for (const std::string& move : m_moves)
        moves.append(QString::fromStdString(move));
    return moves;
}

bool GameSession::playMove(const QString& move)
{
    if (!humanToMove() || m_thinking)
        return false;
    const std::string wanted = move.toStdString();
    for (std::size_t i = 0; i < m_moves.size(); ++i) {
        if (m_moves[i] != wanted)
            continue;
        setPartial({});
        if (playIndex(static_cast<int>(i)))
            advance();
        return true;
    }
    return false;
}

bool GameSession::playFreeMove(const QString& move)
{
    if (!humanToMove() || m_thinking)
        return false;
    setPartial({});
    if (!playText(move.toStdString(), {}))
        return false;
    advance();
    return true;
}

void GameSession::cancelInput()
{
    setPartial({});
}

void GameSession::undo()
{
    if (!canUndo())
        return;
    cancelComputer();
    dropSuggestion();
    while (!m_history.empty()) {
        Ply ply = std::move(m_history.back());
        m_history.pop_back();
        m_record.moves.pop_back();
        if (ply.seat == zv::kChanceSeat)
            m_undoneChance[m_history.size()] = {ply.before->hash(), ply.move.toStdString()};
        m_game = std::move(ply.before);
        if (ply.seat != zv::kChanceSeat && seatIsHuman(ply.seat))
            break;
    }
    setPartial({});
    refresh();
    advance();
}

void GameSession::describeAgain()
{
    if (m_game && !m_view)
        refresh();
}

QVariantMap GameSession::gameInfo(const QString& gameKey) const
{
    return zv::play::gameInfoMap(gameKey);
}

QVariantList GameSession::recordedGames(const QString& gameKey) const
{
    return zv::play::recordedGamesOf(gameKey);
}

int GameSession::toMove() const
{
    return m_game && !m_game->isOver() ? m_game->toMove() : zv::kChanceSeat;
}

bool GameSession::humanToMove() const
{
    return !m_view && m_game && !m_game->isOver() && seatIsHuman(m_game->toMove());
}

bool GameSession::over() const
{
    return m_game && m_game->isOver();
}

int GameSession::winner() const
{
    return over() ? m_state.value(QStringLiteral("winner"), -1).toInt() : -1;
}

QString GameSession::reason() const
{
    return over() ? m_state.value(QStringLiteral("reason")).toString() : QString();
}

QString GameSession::lastMove() const
{
    if (m_view)
        return m_view->ply > 0
                   ? QString::fromStdString(
                         m_view->record.moves[static_cast<std::size_t>(m_view->ply - 1)].text)
                   : QString();
    return m_history.empty() ? QString() : m_history.back().move;
}

QStringList GameSession::lastMovePath() const
{
    return m_history.empty() ? QStringList() : m_history.back().path;
}

int GameSession::lastMoveSeat() const
{
    if (m_view)
        return m_view->ply > 0
                   ? m_view->record.moves[static_cast<std::size_t>(m_view->ply - 1)].seat
                   : zv::kChanceSeat;
    return m_history.empty() ? zv::kChanceSeat : m_history.back().seat;
}

bool GameSession::canUndo() const
{
    for (const Ply& ply : m_history) {
        if (ply.seat != zv::kChanceSeat && seatIsHuman(ply.seat))
            return true;
    }
    return false;
}

bool GameSession::playIndex(int moveIndex)
{
    if (!m_game || moveIndex < 0 || moveIndex >= static_cast<int>(m_moves.size()))
        return false;
    const std::string move = m_moves[static_cast<std::size_t>(moveIndex)];
    if (playText(move, toStringList(m_paths[static_cast<std::size_t>(moveIndex)])))
        return true;
    // The engine listed this move itself; refusing it is an engine bug.
    qWarning("GameSession: engine refused its own move %s: %s", move.c_str(),
             qPrintable(m_lastError));
    return false;
}

bool GameSession::playText(const std::string& move, const QStringList& path)
{
    if (!m_game || m_game->isOver())
        return false;
    const int seat = m_game->toMove();
    std::unique_ptr<zv::Game> before = m_game->clone();
    std::string why;
    if (!m_game->play(move, &why)) {
        m_lastError = QString::fromStdString(why);
        return false;
    }
    dropSuggestion();
    m_history.push_back(Ply{std::move(before), seat, QString::fromStdString(move), path});
    m_record.moves.push_back(zv::RecordedMove{seat, move, {}});
    refresh();
    emit movePlayed(seat, QString::fromStdString(move), path);
    return true;
}

void GameSession::setPartial(const QStringList& partial)
{
    if (partial == m_partial)
        return;
    m_partial = partial;
    emit partialChanged();
}

void GameSession::refresh()
{
    m_moves.clear();
    m_paths.clear();
    m_state.clear();
    m_viewerSeat = zv::kSpectator;
    if (m_game) {
        // The screen shows what the seat at the screen may see, no more.
        m_viewerSeat = updateViewerSeat();
        m_state = zv::play::describeToMap(*m_game->viewFor(m_viewerSeat));
        if (!m_game->isOver()) {
            m_moves = m_game->legalMoves();
            m_paths = m_game->inputPaths();
        }
    }
    emit stateChanged();
}

int GameSession::updateViewerSeat()
{
    // The human to move sits at the screen; while a computer thinks, the
    // screen stays with the last human who did. Without humans (a demo) it
    // shows what a spectator may see.
    if (m_game && !m_game->isOver() && seatIsHuman(m_game->toMove()))
        m_lastHumanSeat = m_game->toMove();
    if (seatIsHuman(m_lastHumanSeat))
        return m_lastHumanSeat;
    for (int seat = 0; seat < static_cast<int>(m_seats.size()); ++seat)
        if (seatIsHuman(seat))
            return seat;
    return zv::kSpectator;
}

bool GameSession::seatIsHuman(int seat) const
{
    if (seat < 0 || seat >= static_cast<int>(m_seats.size()))
        return false;
    return m_seats[static_cast<std::size_t>(seat)].kind == zv::PlayerKind::Human;
}
