// GameSession's computer players: the search runs on a worker thread
// (ComputerTurn), its move is held back for the session's delay so a child
// sees whose turn it was, then played like any other; chance moves are drawn
// from the session's generator.
#include "game_session.h"

#include "computer_turn.h"
#include "core/rng.h"

void GameSession::setComputerDelay(int ms)
{
    if (ms == m_computerDelay || ms < 0)
        return;
    m_computerDelay = ms;
    emit settingsChanged();
}

void GameSession::setThinkTime(int ms)
{
    if (ms == m_thinkTime || ms <= 0)
        return;
    m_thinkTime = ms;
    emit settingsChanged();
}

void GameSession::advance()
{
    if (m_view)
        return; // a recorded game is only looked at
    // Chance outcomes are drawn at once from the session's generator, so the
    // record holds them like any other move.
    while (m_game && !m_game->isOver() && m_game->toMove() == zv::kChanceSeat) {
        if (replayUndoneChance())
            continue;
        const std::vector<double> weights = m_game->chanceWeights();
        if (weights.empty() || weights.size() != m_moves.size())
            return;
        double draw = m_rng->unit();
        std::size_t pick = 0;
        while (pick + 1 < weights.size() && draw >= weights[pick]) {
            draw -= weights[pick];
            ++pick;
        }
        if (!playIndex(static_cast<int>(pick)))
            return;
    }
    if (!m_game || m_game->isOver() || seatIsHuman(m_game->toMove()))
        return;
    const zv::Seat& seat = m_seats[static_cast<std::size_t>(m_game->toMove())];
    m_thinkClock.start();
    setThinking(true);
    // A search cut short by leaving the game starts again with its own seed
    // (resume()), so the generator goes on as if nobody had left.
    m_searchSeed = m_resumeSeed ? *m_resumeSeed : m_rng->next();
    m_resumeSeed.reset();
    m_computer->begin(m_game->clone(), seat.level, std::chrono::milliseconds(m_thinkTime),
                      *m_searchSeed);
}

bool GameSession::replayUndoneChance()
{
    const auto it = m_undoneChance.find(m_history.size());
    if (it == m_undoneChance.end())
        return false;
    const UndoneChance undone = it->second;
    m_undoneChance.erase(it);
    if (undone.positionHash != m_game->hash())
        return false; // play went another way: this is a new throw
    for (std::size_t i = 0; i < m_moves.size(); ++i) {
        if (m_moves[i] == undone.outcome)
            return playIndex(static_cast<int>(i));
    }
    return false;
}

void GameSession::onComputerFound(const QString& move)
{
    if (m_suggesting) {
        m_suggesting = false;
        m_suggestion = move;
        emit suggestionChanged();
        return;
    }
    m_pendingMove = move;
    const qint64 wait = m_computerDelay - m_thinkClock.elapsed();
    if (wait > 0)
        m_showTimer.start(static_cast<int>(wait));
    else
        showComputerMove();
}

void GameSession::showComputerMove()
{
    setThinking(false);
    m_searchSeed.reset();
    const std::string move = m_pendingMove.toStdString();
    m_pendingMove.clear();
    int index = -1;
    for (std::size_t i = 0; i < m_moves.size(); ++i) {
        if (m_moves[i] == move)
            index = static_cast<int>(i);
    }
    // A game whose moves are single decisions answers with several at once
    // (a whole turn of the Glasperlenspiel); only the engine can check it.
    if (index < 0 && !move.empty() && playText(move, {})) {
        advance();
        return;
    }
    if (index < 0 && !m_moves.empty()) {
        // A search that failed or was cut short still has to move.
        qWarning("GameSession: computer move \"%s\" is not legal; playing the first legal move",
                 move.c_str());
        index = 0;
    }
    if (playIndex(index))
        advance();
}

void GameSession::cancelComputer()
{
    m_computer->cancel();
    m_showTimer.stop();
    m_pendingMove.clear();
    m_searchSeed.reset();
    setThinking(false);
}

void GameSession::setThinking(bool thinking)
{
    if (thinking == m_thinking)
        return;
    m_thinking = thinking;
    emit thinkingChanged();
}
