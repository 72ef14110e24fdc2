#include "store/content_store.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace zv {

namespace {
const QString kFileName = QStringLiteral("zeitvertreib.sqlite");
}

QString storePathInDirectory(const QString& directory)
{
    return QDir(directory).absoluteFilePath(kFileName);
}

QString ContentStore::mediaDirectory() const
{
    return QFileInfo(path()).absoluteDir().filePath(QStringLiteral("media"));
}

QString defaultStorePath()
{
    // ZV_DATA_DIR lets a demo laptop, a test or a kiosk image put the store
    // anywhere without a rebuild.
    const QString overridden = qEnvironmentVariable("ZV_DATA_DIR");
    if (!overridden.isEmpty())
        return storePathInDirectory(overridden);
    QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (folder.isEmpty())
        folder = QDir::homePath() + QStringLiteral("/.local/share/zeitvertreib");
    return storePathInDirectory(folder);
}

} // namespace zv
