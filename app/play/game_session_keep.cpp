// GameSession leaving a game and coming back to it while the visit lasts: a
// family walks from Pachisi to its article, a child touches Home, and the
// game waits on its shelf tile ("Weiterspielen"). One kept game per game key
// is enough: the shelf offers each game once, and a second half-played game
// of the same key would need a choice between two boards no visitor can
// tell apart. Nothing goes to disk: a visit lasts minutes, and a crash or a
// restart simply ends it (docs/games-kit.md, "Leaving and coming back").
#include "game_session.h"

#include "computer_turn.h"
#include "core/rng.h"

bool GameSession::keep()
{
    const bool underWay = m_game && !m_view && !m_game->isOver();
    if (underWay) {
        KeptGame kept;
        // A computer still searching (or holding its move back for the
        // delay) searches again on return, from the same seed: its move is
        // neither lost nor played twice, and the dice that follow are the
        // ones an uninterrupted game would have thrown.
        if (m_thinking)
            kept.searchSeed = m_searchSeed;
        cancelComputer();
        dropSuggestion();
        kept.game = std::move(m_game);
        kept.rng = std::move(m_rng);
        kept.history = std::move(m_history);
        kept.undoneChance = std::move(m_undoneChance);
        kept.record = std::move(m_record);
        kept.seatList = m_seatList;
        kept.optionMap = m_optionMap;
        kept.seats = m_seats;
        kept.lastHumanSeat = m_lastHumanSeat;
        kept.partial = m_partial;
        m_kept[m_gameKey] = std::move(kept);
    }
    m_history.clear();
    m_undoneChance.clear();
    m_record = zv::GameRecord{};
    stop();
    if (underWay)
        emit keptChanged();
    return underWay;
}

bool GameSession::resume(const QString& gameKey)
{
    const auto it = m_kept.find(gameKey);
    if (it == m_kept.end())
        return false;
    KeptGame kept = std::move(it->second);
    m_kept.erase(it);
    keep(); // another game on the screen waits in its turn
    m_game = std::move(kept.game);
    m_rng = std::move(kept.rng);
    m_history = std::move(kept.history);
    m_undoneChance = std::move(kept.undoneChance);
    m_record = std::move(kept.record);
    m_gameKey = gameKey;
    m_seatList = kept.seatList;
    m_optionMap = kept.optionMap;
    m_seats = std::move(kept.seats);
    // The screen comes back to the seat that sat at it, and shows only what
    // that seat may see (refresh() reads the seat's view).
    m_lastHumanSeat = kept.lastHumanSeat;
    m_lastError.clear();
    refresh();
    setPartial(kept.partial);
    m_resumeSeed = kept.searchSeed;
    advance();
    m_resumeSeed.reset(); // a person to move: no search took it
    emit keptChanged();
    return true;
}

QVariantMap GameSession::keptInfo(const QString& gameKey) const
{
    const auto it = m_kept.find(gameKey);
    if (it == m_kept.end())
        return {};
    int moves = 0;
    for (const Ply& ply : it->second.history) {
        if (ply.seat != zv::kChanceSeat)
            ++moves;
    }
    return {{QStringLiteral("moves"), moves},
            {QStringLiteral("seats"), it->second.seatList},
            {QStringLiteral("options"), it->second.optionMap}};
}

void GameSession::forgetKept(const QString& gameKey)
{
    if (m_kept.erase(gameKey) > 0)
        emit keptChanged();
}

void GameSession::forgetAllKept()
{
    stop();
    if (m_kept.empty())
        return;
    m_kept.clear();
    emit keptChanged();
}

QStringList GameSession::keptGames() const
{
    QStringList keys;
    for (const auto& [key, kept] : m_kept)
        keys.append(key);
    return keys;
}
