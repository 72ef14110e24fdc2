// The part of EngineProcess that lives on the process's own thread: it owns
// the QProcess and does the blocking reads there (engine_process.h says why).
#pragma once

#include "engine_process.h"

#include <QObject>
#include <QProcess>

namespace zv::play::engines {

class EngineRunner : public QObject {
public:
    EngineRunner(QString program, QStringList arguments);
    ~EngineRunner() override;

    void setStartup(QStringList lines, EngineProcess::LastLine isLastLine);
    std::optional<QStringList> exchange(const QStringList& lines,
                                        const EngineProcess::LastLine& isLastLine,
                                        std::chrono::steady_clock::time_point deadline,
                                        const std::atomic<bool>* cancel);
    void kill();

    std::atomic<int> starts{0};
    std::atomic<qint64> pid{0};

private:
    bool ensureRunning(std::chrono::steady_clock::time_point deadline,
                       const std::atomic<bool>* cancel);
    std::optional<QStringList> readUntil(const EngineProcess::LastLine& isLastLine,
                                         std::chrono::steady_clock::time_point deadline,
                                         const std::atomic<bool>* cancel);
    void send(const QStringList& lines);

    QString m_program;
    QStringList m_arguments;
    QStringList m_startupLines;
    EngineProcess::LastLine m_startupDone;
    QProcess* m_process = nullptr;
    QByteArray m_pending; // output read but not yet a whole line
};

} // namespace zv::play::engines
