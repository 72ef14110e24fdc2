#include "program_lookup.h"

#include <QFileInfo>
#include <QStandardPaths>

namespace zv::play::engines {

ProgramLocation findEngineProgram(const QString& name, const char* environmentVariable)
{
    const QString overridden = qEnvironmentVariable(environmentVariable);
    if (!overridden.isEmpty()) {
        const QFileInfo file(overridden);
        return {file.isFile() && file.isExecutable() ? file.absoluteFilePath() : QString(),
                QStringLiteral("%1=%2").arg(QString::fromLatin1(environmentVariable), overridden)};
    }
    QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/games")});
    return {path, QStringLiteral("PATH and /usr/games")};
}

} // namespace zv::play::engines
