#include "engine_process.h"

#include "engine_runner.h"

#include <QMetaObject>
#include <QThread>

#include <sys/prctl.h>

#include <csignal>

namespace zv::play::engines {

namespace {

// How long one wait for output lasts before the cancel flag and the deadline
// are looked at again: short enough that a cancelled turn ends at once.
constexpr int kPollMs = 20;

// Runs `work` on the runner's thread and waits for it (directly when called
// there already: a blocking queued call would wait for itself).
template <typename Work> void onRunnerThread(EngineRunner* runner, QThread* thread, Work&& work)
{
    if (QThread::currentThread() == thread) {
        work();
        return;
    }
    QMetaObject::invokeMethod(runner, std::forward<Work>(work), Qt::BlockingQueuedConnection);
}

} // namespace

EngineRunner::EngineRunner(QString program, QStringList arguments)
    : m_program(std::move(program)), m_arguments(std::move(arguments))
{}

EngineRunner::~EngineRunner()
{
    kill();
}

void EngineRunner::setStartup(QStringList lines, EngineProcess::LastLine isLastLine)
{
    m_startupLines = std::move(lines);
    m_startupDone = std::move(isLastLine);
}

void EngineRunner::kill()
{
    if (!m_process)
        return;
    m_process->kill();
    m_process->waitForFinished(1000);
    delete m_process;
    m_process = nullptr;
    m_pending.clear();
    pid.store(0);
}

void EngineRunner::send(const QStringList& lines)
{
    for (const QString& line : lines)
        m_process->write(line.toUtf8() + '\n');
}

bool EngineRunner::ensureRunning(std::chrono::steady_clock::time_point deadline,
                                 const std::atomic<bool>* cancel)
{
    if (m_process && m_process->state() == QProcess::Running)
        return true;
    kill(); // a process that ended by itself is cleaned up and started anew
    m_process = new QProcess(this);
    m_process->setProgram(m_program);
    m_process->setArguments(m_arguments);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    // The engine dies with the thread that started it (this one, which lives
    // as long as the kiosk's EngineProcess), even if the kiosk is killed.
    m_process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
    m_process->start();
    starts.fetch_add(1);
    if (!m_process->waitForStarted(3000)) {
        kill();
        return false;
    }
    pid.store(m_process->processId());
    if (m_startupLines.isEmpty())
        return true;
    send(m_startupLines);
    if (!readUntil(m_startupDone, deadline, cancel)) {
        kill();
        return false;
    }
    return true;
}

std::optional<QStringList> EngineRunner::readUntil(const EngineProcess::LastLine& isLastLine,
                                                   std::chrono::steady_clock::time_point deadline,
                                                   const std::atomic<bool>* cancel)
{
    QStringList lines;
    for (;;) {
        qsizetype end = m_pending.indexOf('\n');
        while (end >= 0) {
            const QString line = QString::fromUtf8(m_pending.left(end)).trimmed();
            m_pending.remove(0, end + 1);
            lines.append(line);
            if (isLastLine && isLastLine(line))
                return lines;
            end = m_pending.indexOf('\n');
        }
        if ((cancel && cancel->load()) || std::chrono::steady_clock::now() >= deadline)
            return std::nullopt;
        if (m_process->state() != QProcess::Running)
            return std::nullopt; // crashed or quit: whatever it said is no answer
        if (m_process->waitForReadyRead(kPollMs) || m_process->bytesAvailable() > 0)
            m_pending += m_process->readAllStandardOutput();
    }
}

std::optional<QStringList> EngineRunner::exchange(const QStringList& lines,
                                                  const EngineProcess::LastLine& isLastLine,
                                                  std::chrono::steady_clock::time_point deadline,
                                                  const std::atomic<bool>* cancel)
{
    if (!ensureRunning(deadline, cancel))
        return std::nullopt;
    // Output that arrived after its question was given up belongs to no one.
    m_process->readAllStandardOutput();
    m_pending.clear();
    send(lines);
    std::optional<QStringList> answer = readUntil(isLastLine, deadline, cancel);
    if (!answer)
        kill(); // hung, crashed or cancelled: a fresh start next time
    return answer;
}

EngineProcess::EngineProcess(QString program, QStringList arguments)
    : m_program(program), m_thread(new QThread),
      m_runner(new EngineRunner(std::move(program), std::move(arguments)))
{
    m_thread->setObjectName(QStringLiteral("engine-process"));
    m_runner->moveToThread(m_thread);
    m_thread->start();
}

EngineProcess::~EngineProcess()
{
    onRunnerThread(m_runner, m_thread, [runner = m_runner] { delete runner; });
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
}

void EngineProcess::setStartup(QStringList lines, LastLine isLastLine)
{
    onRunnerThread(m_runner, m_thread, [&] { m_runner->setStartup(lines, isLastLine); });
}

std::optional<QStringList> EngineProcess::exchange(const QStringList& lines,
                                                   const LastLine& isLastLine,
                                                   std::chrono::milliseconds timeout,
                                                   const std::atomic<bool>* cancel)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    std::optional<QStringList> answer;
    onRunnerThread(m_runner, m_thread,
                   [&] { answer = m_runner->exchange(lines, isLastLine, deadline, cancel); });
    return answer;
}

void EngineProcess::stop()
{
    onRunnerThread(m_runner, m_thread, [this] { m_runner->kill(); });
}

int EngineProcess::starts() const
{
    return m_runner->starts.load();
}

qint64 EngineProcess::processId() const
{
    return m_runner->pid.load();
}

} // namespace zv::play::engines
