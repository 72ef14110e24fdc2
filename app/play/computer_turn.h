// One computer move at a time, searched on a worker thread so the screen never
// waits. The search runs on its own copy of the position and its own random
// generator, so nothing it touches is shared with the GUI thread; cancel()
// stops it (through SearchLimits::cancel) and guarantees no result arrives
// afterwards.
#pragma once

#include "core/game.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>

class QThread;

namespace zv::play {

class ComputerTurn : public QObject {
    Q_OBJECT
public:
    explicit ComputerTurn(QObject* parent = nullptr);
    ~ComputerTurn() override;

    // Starts searching a move for the seat to move in `position`. A search
    // still running is cancelled first.
    void begin(std::unique_ptr<zv::Game> position, zv::Level level,
               std::chrono::milliseconds budget, std::uint64_t seed);
    // Stops the running search and waits for its thread; `found` is not
    // emitted for it any more.
    void cancel();
    bool running() const { return m_thread != nullptr; }

signals:
    // The move in the game's notation; empty when the search failed.
    void found(const QString& move);

private:
    void finishThread(quint64 generation);
    // The move of the game's external engine (Stockfish, GNU Backgammon) for
    // this level, checked against our rules; empty when there is none, it
    // is not installed, or it did not answer in time.
    static std::string externalMove(const zv::Game& game, zv::Level level,
                                    const zv::SearchLimits& limits);

    QThread* m_thread = nullptr;
    std::atomic<bool> m_cancel{false};
    quint64 m_generation = 0;
    std::string m_result; // written by the worker, read after it finished
};

} // namespace zv::play
