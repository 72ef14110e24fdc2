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
    // One folder for the kiosk, the editor and the CLI alike: not
    // AppDataLocation, which differs with each program's application and
    // organisation name (the editor would edit a store the kiosk never reads).
    QString shared = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (shared.isEmpty())
        shared = QDir::homePath() + QStringLiteral("/.local/share");
    return storePathInDirectory(shared + QStringLiteral("/zeitvertreib"));
}

} // namespace zv
