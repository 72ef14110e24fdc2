#include "computer_turn.h"

#include "core/rng.h"

#include <QThread>

namespace zv::play {

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
        zv::SearchLimits limits;
        limits.time = budget;
        limits.cancel = &m_cancel;
        zv::Rng rng(seed);
        try {
            m_result = game->decideFor(level, limits, rng);
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
