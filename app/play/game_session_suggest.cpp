// GameSession suggesting a move to the person to move: the strong computer
// player searches on the worker thread (the same one computer turns use;
// while a person is to move it is idle), and the person may accept.
#include "game_session.h"

#include "computer_turn.h"
#include "core/rng.h"

void GameSession::suggest()
{
    if (!humanToMove() || m_thinking || m_suggesting)
        return;
    dropSuggestion();
    m_suggesting = true;
    emit suggestionChanged();
    // From the position with the person's touches so far not yet played: a
    // half-made move is the board's, not the game's.
    m_computer->begin(m_game->clone(), zv::Level::Master, std::chrono::milliseconds(m_thinkTime),
                      m_rng->next());
}

bool GameSession::playSuggestion()
{
    if (!humanToMove() || m_thinking || m_suggestion.isEmpty())
        return false;
    const std::string move = m_suggestion.toStdString();
    setPartial({});
    if (!playText(move, {})) {
        dropSuggestion(); // the engine refused it: never offer it again
        return false;
    }
    advance();
    return true;
}

void GameSession::dropSuggestion()
{
    if (!m_suggesting && m_suggestion.isEmpty())
        return;
    if (m_suggesting)
        m_computer->cancel();
    m_suggesting = false;
    m_suggestion.clear();
    emit suggestionChanged();
}
