#include "store/store_opener.h"

#include "store/content_import.h"
#include "store/content_source.h"
#include "store/content_store_p.h"
#include "store/schema.h"
#include "store/sql_util.h"

#include <QAtomicInteger>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>

namespace zv {

namespace {

QString newConnectionName()
{
    // Unique per instance and per process, so several stores (kiosk tests,
    // kiosk + editor in one test) can be open at once.
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("zv_store_%1").arg(counter.fetchAndAddRelaxed(1));
}

StoreProblem problemOf(StoreProblem::Kind kind, const QString& de, const QString& en,
                       const QString& technical)
{
    return StoreProblem{kind, de, en, technical};
}

QString timestamp()
{
    return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

// A name next to `path` that does not exist yet.
QString freeSiblingName(const QString& path, const QString& suffix)
{
    QString candidate = path + suffix;
    for (int n = 2; QFileInfo::exists(candidate); ++n)
        candidate = path + suffix + QStringLiteral("-%1").arg(n);
    return candidate;
}

// Closes and forgets a connection that will not become a ContentStore.
void dropConnection(const QString& name)
{
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

bool openConnection(const QString& name, const QString& path, QString* error)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    // The kiosk reads while the editor writes: wait for a lock instead of failing.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        *error = db.lastError().text();
        return false;
    }
    return true;
}

// PRAGMA integrity_check answers a single "ok" when the file is healthy.
bool integrityOk(const QSqlDatabase& db, QString* details)
{
    QSqlQuery query(db);
    if (!sql::run(query, QStringLiteral("PRAGMA integrity_check"), {}, details))
        return false;
    QStringList lines;
    while (query.next())
        lines.append(query.value(0).toString());
    if (lines == QStringList{QStringLiteral("ok")})
        return true;
    *details = lines.join(QStringLiteral("; "));
    return false;
}

// A consistent copy of the open database (VACUUM INTO, SQLite >= 3.27).
bool backupConnection(const QString& name, const QString& backupPath, QString* error)
{
    QSqlQuery vacuum(QSqlDatabase::database(name, false));
    return sql::run(vacuum, QStringLiteral("VACUUM INTO ?"), {backupPath}, error);
}

bool migrateConnection(const QString& name, int fromVersion, QString* error)
{
    QSqlDatabase db = QSqlDatabase::database(name, false);
    return schema::migrate(db, fromVersion, error) &&
           completeAfterMigration(db, fromVersion, error);
}

StoreProblem brokenFile(const QString& technical)
{
    return problemOf(
        StoreProblem::Kind::Broken,
        QStringLiteral("die Datei ist beschädigt oder keine Datenbank der Ausstellung"),
        QStringLiteral("the file is damaged or not a database of this exhibit"), technical);
}

} // namespace

std::unique_ptr<ContentStore> StoreOpener::connect(const QString& path, ContentStore::Mode mode,
                                                   OpenReport& report, StoreProblem& problem)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        problem = problemOf(StoreProblem::Kind::Broken,
                            QStringLiteral("an dieser Stelle liegt ein Ordner statt einer Datei"),
                            QStringLiteral("a folder is in the place of the file"),
                            QStringLiteral("path is a directory"));
        return nullptr;
    }
    if (info.size() == 0) {
        problem = problemOf(StoreProblem::Kind::Broken, QStringLiteral("die Datei ist leer"),
                            QStringLiteral("the file is empty"), QStringLiteral("0 bytes"));
        return nullptr;
    }
    auto d = std::make_unique<ContentStore::Private>();
    d->connectionName = newConnectionName();
    d->path = path;
    d->mode = mode;
    QString detail;
    if (!openConnection(d->connectionName, path, &detail)) {
        dropConnection(d->connectionName);
        problem =
            problemOf(StoreProblem::Kind::Broken, QStringLiteral("die Datei ist nicht lesbar"),
                      QStringLiteral("the file cannot be read"), detail);
        return nullptr;
    }
    // No QSqlDatabase copy is kept in this function: dropConnection() needs
    // the last handle gone to close the connection cleanly.
    // The store's guarantees: related rows exist, and we notice a damaged file.
    if (!sql::exec(d->db(), QStringLiteral("PRAGMA foreign_keys = ON"), &detail) ||
        !integrityOk(d->db(), &detail)) {
        dropConnection(d->connectionName);
        problem = brokenFile(detail);
        return nullptr;
    }
    const int version = schema::readVersion(d->db(), &detail);
    if (version <= 0) {
        dropConnection(d->connectionName);
        problem = brokenFile(version == 0 ? QStringLiteral("no tables") : detail);
        return nullptr;
    }
    if (version > schema::latestVersion()) {
        dropConnection(d->connectionName);
        report.fileIsFromNewerProgram = true;
        problem = problemOf(
            StoreProblem::Kind::Newer,
            QStringLiteral("sie stammt von einer neueren Programmversion (Schema %1, dieses "
                           "Programm kennt bis %2)")
                .arg(version)
                .arg(schema::latestVersion()),
            QStringLiteral("it comes from a newer version of the program (schema %1, this "
                           "program knows up to %2)")
                .arg(version)
                .arg(schema::latestVersion()),
            QStringLiteral("schema version %1").arg(version));
        return nullptr;
    }
    if (version < schema::latestVersion()) {
        // A copy first, so a failed or unwanted migration loses nothing.
        const QString backup =
            freeSiblingName(path, QStringLiteral(".v%1-backup-%2").arg(version).arg(timestamp()));
        if (!backupConnection(d->connectionName, backup, &detail) ||
            !migrateConnection(d->connectionName, version, &detail)) {
            dropConnection(d->connectionName);
            problem = problemOf(
                StoreProblem::Kind::Unusable,
                QStringLiteral("sie konnte nicht auf die neue Programmversion umgestellt werden"),
                QStringLiteral("it could not be updated for this version of the program"), detail);
            return nullptr;
        }
        report.migratedFromVersion = version;
        report.backupPath = backup;
    }
    // WAL lets the kiosk read while the editor writes. A failure here (e.g. a
    // read-only medium) leaves the default journal, which still works.
    sql::exec(d->db(), QStringLiteral("PRAGMA journal_mode = WAL"), nullptr);
    d->schemaVersion = schema::latestVersion();
    return std::unique_ptr<ContentStore>(new ContentStore(std::move(d)));
}

bool StoreOpener::createFresh(const QString& path, StoreProblem& problem)
{
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        problem = problemOf(
            StoreProblem::Kind::Unusable,
            QStringLiteral("der Ordner %1 kann nicht angelegt werden").arg(info.absolutePath()),
            QStringLiteral("the folder %1 cannot be created").arg(info.absolutePath()),
            QStringLiteral("mkpath failed"));
        return false;
    }
    const ContentReadResult bundled = readContentTree(bundledContentRoot());
    QStringList sourceErrors;
    for (const ContentError& error : bundled.errors)
        sourceErrors.append(error.toString());
    if (!bundled.ok()) {
        problem = problemOf(StoreProblem::Kind::Unusable,
                            QStringLiteral("die mitgelieferten Inhalte sind fehlerhaft"),
                            QStringLiteral("the bundled content has errors"),
                            sourceErrors.join(QLatin1Char('\n')));
        return false;
    }
    const QString building = freeSiblingName(path, QStringLiteral(".creating"));
    const QString name = newConnectionName();
    QString detail;
    bool built = openConnection(name, building, &detail);
    if (built) {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        built = sql::exec(db, QStringLiteral("PRAGMA foreign_keys = ON"), &detail) &&
                schema::migrate(db, 0, &detail) && importContent(db, bundled.content, &detail);
    }
    dropConnection(name);
    if (built && !QDir().rename(building, path)) {
        built = false;
        detail = QStringLiteral("cannot rename %1 to %2").arg(building, path);
    }
    if (!built) {
        QFile::remove(building);
        problem = problemOf(StoreProblem::Kind::Unusable,
                            QStringLiteral("an diesem Ort kann keine Datei geschrieben werden"),
                            QStringLiteral("no file can be written at this location"), detail);
        return false;
    }
    return true;
}

QString StoreOpener::moveAside(const QString& path, StoreProblem& problem)
{
    const QString aside = freeSiblingName(path, QStringLiteral(".broken-%1").arg(timestamp()));
    if (!QDir().rename(path, aside)) {
        problem.technical += QStringLiteral("; cannot move %1 aside").arg(path);
        return {};
    }
    // The write-ahead log belongs to the broken file; keep it with it.
    for (const QString& companion : {QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        if (QFileInfo::exists(path + companion))
            QDir().rename(path + companion, aside + companion);
    }
    return aside;
}

std::unique_ptr<ContentStore> StoreOpener::createAndConnect(const QString& path,
                                                            ContentStore::Mode mode,
                                                            OpenReport& report,
                                                            StoreProblem& problem)
{
    if (!createFresh(path, problem))
        return nullptr;
    return connect(path, mode, report, problem);
}

std::unique_ptr<ContentStore> StoreOpener::openFallback(OpenReport& report)
{
    QTemporaryDir folder(QDir::tempPath() + QStringLiteral("/zeitvertreib-fallback-XXXXXX"));
    folder.setAutoRemove(false); // the kiosk keeps using it until it quits
    if (!folder.isValid())
        return nullptr;
    StoreProblem problem;
    auto store = createAndConnect(storePathInDirectory(folder.path()), ContentStore::Mode::Kiosk,
                                  report, problem);
    if (!store) {
        report.technicalDetail += QStringLiteral("; fallback failed: ") + problem.technical;
        return nullptr;
    }
    report.usedFallbackLocation = true;
    report.usedPath = store->path();
    return store;
}

std::unique_ptr<ContentStore> StoreOpener::open(const QString& path, ContentStore::Mode mode,
                                                OpenReport* reportOut)
{
    OpenReport local;
    OpenReport& report = reportOut ? *reportOut : local;
    report = OpenReport{};
    report.requestedPath = path;
    StoreProblem problem;
    std::unique_ptr<ContentStore> store;

    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        problem =
            problemOf(StoreProblem::Kind::Unusable,
                      QStringLiteral("der SQLite-Treiber von Qt fehlt (Paket libqt6sql6-sqlite)"),
                      QStringLiteral("Qt's SQLite driver is missing (package libqt6sql6-sqlite)"),
                      QStringLiteral("QSQLITE not available"));
        messages::failed(report, problem);
        return nullptr;
    }

    const bool exists = QFileInfo::exists(path);
    if (exists) {
        store = connect(path, mode, report, problem);
        if (store) {
            report.outcome = OpenReport::Outcome::Opened;
            report.usedPath = path;
            messages::opened(report);
            return store;
        }
    } else {
        store = createAndConnect(path, mode, report, problem);
        if (store) {
            report.outcome = OpenReport::Outcome::Created;
            report.usedPath = path;
            messages::created(report);
            return store;
        }
    }

    if (mode == ContentStore::Mode::Editor) {
        messages::failed(report, problem);
        return nullptr;
    }

    // Kiosk: a broken file is kept aside and replaced; anything else falls
    // back to a temporary store, leaving the file as it is.
    if (problem.kind == StoreProblem::Kind::Broken) {
        report.brokenFileMovedTo = moveAside(path, problem);
        if (!report.brokenFileMovedTo.isEmpty()) {
            StoreProblem createProblem;
            store = createAndConnect(path, mode, report, createProblem);
            if (store) {
                report.outcome = OpenReport::Outcome::Recovered;
                report.usedPath = path;
                messages::recovered(report, problem);
                return store;
            }
            problem.technical += QStringLiteral("; ") + createProblem.technical;
        }
    }
    store = openFallback(report);
    if (!store) {
        messages::failed(report, problem);
        return nullptr;
    }
    report.outcome = problem.kind == StoreProblem::Kind::Broken ? OpenReport::Outcome::Recovered
                                                                : OpenReport::Outcome::Created;
    messages::fallback(report, problem);
    return store;
}

std::unique_ptr<ContentStore> StoreOpener::restore(const QString& path, OpenReport* reportOut)
{
    OpenReport local;
    OpenReport& report = reportOut ? *reportOut : local;
    report = OpenReport{};
    report.requestedPath = path;
    StoreProblem problem = brokenFile(QStringLiteral("restore requested"));
    if (QFileInfo::exists(path)) {
        report.brokenFileMovedTo = moveAside(path, problem);
        if (report.brokenFileMovedTo.isEmpty()) {
            problem.reasonDe = QStringLiteral("die alte Datei kann nicht beiseitegelegt werden");
            problem.reasonEn = QStringLiteral("the old file cannot be moved aside");
            messages::failed(report, problem);
            return nullptr;
        }
    }
    auto store = createAndConnect(path, ContentStore::Mode::Editor, report, problem);
    if (!store) {
        messages::failed(report, problem);
        return nullptr;
    }
    report.outcome = OpenReport::Outcome::Recovered;
    report.usedPath = path;
    messages::recovered(report, StoreProblem{StoreProblem::Kind::Broken,
                                             QStringLiteral("auf Wunsch neu angelegt"),
                                             QStringLiteral("restored on request"), QString()});
    return store;
}

std::unique_ptr<ContentStore> ContentStore::open(const QString& path, Mode mode, OpenReport* report)
{
    return StoreOpener::open(path, mode, report);
}

std::unique_ptr<ContentStore> ContentStore::restoreFromBundled(const QString& path,
                                                               OpenReport* report)
{
    return StoreOpener::restore(path, report);
}

int ContentStore::latestSchemaVersion()
{
    return schema::latestVersion();
}

} // namespace zv
