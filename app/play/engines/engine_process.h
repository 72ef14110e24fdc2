// One external engine program (Stockfish, GNU Backgammon) as a child process,
// talked to line by line over its standard input and output.
//
// The process lives on a thread of its own, because a QProcess belongs to the
// thread that created it while the questions come from the computer turn's
// worker threads (a new one for every turn). exchange() may be called from
// any thread; it blocks the caller, never the GUI thread, until the answer,
// the time limit or the cancel flag.
//
// The program is started lazily by the first exchange. When it hangs past the
// time limit, crashes, or the caller cancels, it is killed; the next exchange
// starts it again (and replays the startup lines). It never outlives us: the
// destructor kills it, and the kernel kills it too if this process dies
// without cleaning up (PR_SET_PDEATHSIG).
#pragma once

#include <QString>
#include <QStringList>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>

class QThread;

namespace zv::play::engines {

class EngineRunner;

class EngineProcess {
public:
    // True for the line that ends an answer (UCI: "bestmove ...").
    using LastLine = std::function<bool(const QString& line)>;

    EngineProcess(QString program, QStringList arguments);
    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Lines sent after every start, and the line that ends their answer
    // (UCI: "uci" ... "uciok"). The startup counts against the first
    // exchange's time limit.
    void setStartup(QStringList lines, LastLine isLastLine);

    // Sends the lines and collects the program's lines up to and including
    // the one isLastLine() accepts. std::nullopt when the program could not
    // start, crashed, or did not answer within `timeout`, or when *cancel
    // turned true: the program is then killed.
    std::optional<QStringList> exchange(const QStringList& lines, const LastLine& isLastLine,
                                        std::chrono::milliseconds timeout,
                                        const std::atomic<bool>* cancel = nullptr);

    // Kills the program now (the next exchange starts it again).
    void stop();

    // How often the program was started; for tests and the staff status.
    int starts() const;
    // The process id while it runs, else 0; for tests.
    qint64 processId() const;
    QString program() const { return m_program; }

private:
    QString m_program;
    QThread* m_thread = nullptr;
    EngineRunner* m_runner = nullptr; // lives on m_thread
};

} // namespace zv::play::engines
