#include "store/media_names.h"

#include <QDir>
#include <QFileInfo>

namespace zv {

bool isPlainFileName(const QString& name, QString* why)
{
    const auto refuse = [why](const QString& reason) {
        if (why)
            *why = reason;
        return false;
    };
    if (name.isEmpty())
        return refuse(QStringLiteral("the name is empty"));
    if (name.toUtf8().size() > kMaximumMediaNameBytes)
        return refuse(
            QStringLiteral("the name is longer than %1 bytes").arg(kMaximumMediaNameBytes));
    if (name.startsWith(QLatin1Char('.')))
        return refuse(QStringLiteral("the name starts with a dot"));
    for (const QChar c : name) {
        if (c == QLatin1Char('/') || c == QLatin1Char('\\'))
            return refuse(QStringLiteral("the name has a folder part"));
        if (c == QLatin1Char(':'))
            return refuse(QStringLiteral("the name has a drive or stream part (':')"));
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format ||
            c.category() == QChar::Other_Surrogate || c.category() == QChar::Other_NotAssigned ||
            c == QChar::ReplacementCharacter)
            return refuse(QStringLiteral("the name has a control or invalid character"));
    }
    if (name.trimmed() != name)
        return refuse(QStringLiteral("the name starts or ends with a space"));
    return true;
}

QString mediaFilePath(const QString& mediaDirectory, const QString& name)
{
    if (mediaDirectory.isEmpty() || !isPlainFileName(name))
        return {};
    const QString folder = QDir(mediaDirectory).absolutePath();
    const QString path = QDir(folder).absoluteFilePath(name);
    // A symbolic link inside the media folder must not lead out of it.
    const QFileInfo info(path);
    if (info.isSymLink() || info.exists()) {
        const QString real = info.canonicalFilePath();
        const QString realFolder = QFileInfo(folder).canonicalFilePath();
        if (real.isEmpty() || realFolder.isEmpty() ||
            !real.startsWith(realFolder + QLatin1Char('/')))
            return {};
    }
    return path;
}

} // namespace zv
