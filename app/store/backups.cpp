#include "store/backups.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace zv {

namespace {

const QString kPrefix = QStringLiteral("zeitvertreib-");
const QString kTimeFormat = QStringLiteral("yyyyMMdd-HHmmss-zzz");
const QString kDailyKey = QStringLiteral("last_daily_backup");
constexpr int kDefaultRetention = 20;

// zeitvertreib-20250301-101500-123-publish.sqlite
const QRegularExpression& namePattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("^zeitvertreib-(\\d{8}-\\d{6}-\\d{3})-([a-z-]+)\\.sqlite$"));
    return pattern;
}

} // namespace

Backups::Backups(ContentStore& store) : m_store(store) {}

QString Backups::folder() const
{
    return QFileInfo(m_store.path()).absoluteDir().filePath(QStringLiteral("backups"));
}

int Backups::retention() const
{
    bool ok = false;
    const int value = m_store.setting(QStringLiteral("backup_retention")).toInt(&ok);
    return ok && value >= 1 ? value : kDefaultRetention;
}

QString Backups::create(const QString& reason, QString* error)
{
    if (!QDir().mkpath(folder())) {
        if (error)
            *error = QStringLiteral("cannot create the folder %1").arg(folder());
        return {};
    }
    // Milliseconds in the name: two backups in one second (publish twice)
    // never collide.
    QDateTime now = QDateTime::currentDateTime();
    QString file;
    do {
        file = QDir(folder()).filePath(kPrefix + now.toString(kTimeFormat) + QLatin1Char('-') +
                                       reason + QStringLiteral(".sqlite"));
        now = now.addMSecs(1);
    } while (QFileInfo::exists(file));
    if (!m_store.writeCopy(file, error)) {
        QFile::remove(file); // a half-written copy is no backup
        return {};
    }
    prune(retention());
    return file;
}

QList<BackupInfo> Backups::list() const
{
    QList<BackupInfo> result;
    const QFileInfoList files =
        QDir(folder()).entryInfoList({kPrefix + QStringLiteral("*.sqlite")}, QDir::Files);
    for (const QFileInfo& info : files) {
        const QRegularExpressionMatch match = namePattern().match(info.fileName());
        if (!match.hasMatch())
            continue;
        result.append({info.absoluteFilePath(),
                       QDateTime::fromString(match.captured(1), kTimeFormat), match.captured(2),
                       info.size()});
    }
    std::sort(result.begin(), result.end(), [](const BackupInfo& a, const BackupInfo& b) {
        return a.createdAt != b.createdAt ? a.createdAt > b.createdAt : a.file > b.file;
    });
    return result;
}

int Backups::prune(int keep)
{
    int removed = 0;
    const QList<BackupInfo> all = list();
    for (int i = std::max(keep, 1); i < all.size(); ++i) {
        if (QFile::remove(all.at(i).file))
            ++removed;
    }
    return removed;
}

bool Backups::dailyDue(const QDate& today) const
{
    const QDate last = QDate::fromString(m_store.setting(kDailyKey), Qt::ISODate);
    return !last.isValid() || last < today;
}

QString Backups::createDailyIfDue(const QDate& today, QString* error)
{
    if (!dailyDue(today))
        return {};
    const QString file = create(QStringLiteral("daily"), error);
    if (!file.isEmpty())
        m_store.setSetting(kDailyKey, today.toString(Qt::ISODate), error);
    return file;
}

WriteResult Backups::publish(const QStringList& itemKeys, const QString& author,
                             QStringList* published, QString* backupFile)
{
    if (m_store.draftKeys().isEmpty()) {
        WriteResult unchanged;
        unchanged.status = WriteResult::Status::Unchanged;
        return unchanged;
    }
    QString error;
    const QString file = create(QStringLiteral("publish"), &error);
    if (file.isEmpty())
        return WriteResult::failed(classifyStoreError(error), error,
                                   QStringLiteral("Vor dem Veröffentlichen konnte keine "
                                                  "Sicherung angelegt werden; es wurde nichts "
                                                  "veröffentlicht."));
    if (backupFile)
        *backupFile = file;
    return m_store.publishDrafts(itemKeys, author, file, published);
}

WriteResult Backups::restore(const QString& backupFile, const QString& author)
{
    if (!QFileInfo::exists(backupFile))
        return WriteResult::failed(WriteProblem::Invalid, QStringLiteral("no file ") + backupFile,
                                   QStringLiteral("Die Sicherung gibt es nicht mehr."));
    // Work on a copy: opening may migrate an older backup, and the backup
    // itself stays exactly as it was.
    QTemporaryDir scratch;
    const QString copy = scratch.filePath(QStringLiteral("restore.sqlite"));
    if (!scratch.isValid() || !QFile::copy(backupFile, copy))
        return WriteResult::failed(
            WriteProblem::DiskFull,
            QStringLiteral("cannot copy %1 to a temporary folder").arg(backupFile),
            QStringLiteral("Die Sicherung konnte nicht gelesen werden "
                           "(kein Platz für eine Arbeitskopie?)."));
    OpenReport report;
    const auto source = ContentStore::open(copy, ContentStore::Mode::Editor, &report);
    if (!source)
        return WriteResult::failed(WriteProblem::Invalid, report.technicalDetail,
                                   report.message(QStringLiteral("de")));
    QString error;
    const QString before = create(QStringLiteral("before-restore"), &error);
    if (before.isEmpty())
        return WriteResult::failed(classifyStoreError(error), error,
                                   QStringLiteral("Vom jetzigen Stand konnte keine Sicherung "
                                                  "angelegt werden; es wurde nichts "
                                                  "wiederhergestellt."));
    return m_store.replaceContentFrom(*source, author, QStringLiteral("restore-backup"),
                                      backupFile);
}

} // namespace zv
