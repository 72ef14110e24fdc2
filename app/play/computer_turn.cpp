#include "computer_turn.h"

#include "core/rng.h"
#include "engines/external_players.h"

#include <QThread>

#include <algorithm>

namespace zv::play {

namespace {

// What our own engine gets at least when an external engine failed late.
constexpr std::chrono::milliseconds kFallbackTime{100};

} // namespace

std::string ComputerTurn::externalMove(const zv::Game& game, zv::Level level,
                                       const zv::SearchLimits& limits)
{
    if (game.isOver() || game.toMove() == zv::kChanceSeat)
        return {};
    const std::shared_ptr<engines::ExternalPlayer> player =
        engines::externalPlayerFor(game.info().key);
    if (!player || !player->available() || !player->plays(level))
        return {};
    const std::optional<std::string> answer =
        player->move(*game.viewFor(game.toMove()), level, limits);
    if (!answer)
        return {};
    // Our engine owns the rules: a proposal it does not know is not played.
    const std::vector<std::string> legal = game.legalMoves();
    if (std::find(legal.begin(), legal.end(), *answer) == legal.end()) {
        qWarning("ComputerTurn: the external engine for %s proposed \"%s\", which is not legal; "
                 "our own engine moves",
                 game.info().key.c_str(), answer->c_str());
        return {};
    }
    return *answer;
}

ComputerTurn::ComputerTurn(QObject* parent) : QObject(parent) {}

ComputerTurn::~ComputerTurn()
{
    cancel();
}

void ComputerTurn::begin(std::unique_ptr<zv::Game> position, zv::Level level,
                         std::chrono::milliseconds budget, std::uint64_t seed)
{
    cancel();
    m_cancel.store(false);
    m_result.clear();
    const quint64 generation = ++m_generation;
    // The lambda owns the position; the generator is created on the worker.
    std::shared_ptr<zv::Game> game(std::move(position));
    m_thread = QThread::create([this, game, level, budget, seed] {
        const auto started = std::chrono::steady_clock::now();
        zv::SearchLimits limits;
        limits.time = budget;
        limits.cancel = &m_cancel;
        zv::Rng rng(seed);
        try {
            m_result = externalMove(*game, level, limits);
            if (m_result.empty() && !m_cancel.load()) {
                // Our own engine plays when no external one did; what the
                // external engine spent of the budget is not taken twice.
                const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - started);
                limits.time = std::max(kFallbackTime, budget - spent);
                m_result = game->decideFor(level, limits, rng);
            }
        } catch (...) {
            // An exception must not leave the worker; the session falls back.
            m_result.clear();
        }
    });
    connect(m_thread, &QThread::finished, this, [this, generation] { finishThread(generation); });
    m_thread->start();
}

void ComputerTurn::cancel()
{
    if (!m_thread)
        return;
    ++m_generation; // a queued finish of the old thread is now ignored
    m_cancel.store(true);
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
}

void ComputerTurn::finishThread(quint64 generation)
{
    if (generation != m_generation || !m_thread)
        return;
    m_thread->wait(); // finished() is emitted just before the thread ends
    delete m_thread;
    m_thread = nullptr;
    emit found(QString::fromStdString(m_result));
}

} // namespace zv::play
