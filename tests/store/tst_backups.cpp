// Backups: one before every publication (nothing is published without it),
// a daily one, a retention count, and restoring a backup — the backup file
// untouched, the current state saved first, an older backup migrated, a
// newer one refused.

#include "store/backups.h"
#include "store/item_fields.h"
#include "store_test_support.h"

#include <QCryptographicHash>
#include <QtTest>

using namespace zv;

namespace {
const QString kAuthor = QStringLiteral("Frau Möller");

QByteArray digest(const QString& file)
{
    return QCryptographicHash::hash(test::readFile(file), QCryptographicHash::Sha256);
}
} // namespace

class TestBackups : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void publishingTakesABackupFirst();
    void noBackupNoPublication();
    void retentionKeepsTheNewest();
    void dailyBackupOncePerDay();
    void restoreBringsBackTheContent();
    void restoreMigratesAnOlderBackup();
    void restoreRefusesANewerBackup();

private:
    void changeTitle(const QString& key, const QString& title)
    {
        const EditableItem editable = *m_store->editableItem(key);
        Item item = editable.item;
        item.texts.set(QStringLiteral("de"), field::title, title);
        QCOMPARE(
            m_store->saveDraft(item, editable.editVersion, kAuthor, QStringLiteral("t")).status,
            WriteResult::Status::Saved);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ContentStore> m_store;
};

void TestBackups::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = ContentStore::open(storePathInDirectory(m_dir->path()), ContentStore::Mode::Editor,
                                 nullptr);
    QVERIFY(m_store);
}

void TestBackups::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestBackups::publishingTakesABackupFirst()
{
    Backups backups(*m_store);
    const QString before = m_store->item(QStringLiteral("muehle"))->title(QStringLiteral("de"));
    changeTitle(QStringLiteral("muehle"), QStringLiteral("Mühle (neu)"));
    QStringList published;
    QString backupFile;
    const WriteResult result = backups.publish({}, kAuthor, &published, &backupFile);
    QVERIFY2(result.ok(), qPrintable(result.detail));
    QCOMPARE(published, QStringList{QStringLiteral("muehle")});
    QVERIFY(QFileInfo::exists(backupFile));
    QCOMPARE(QFileInfo(backupFile).absolutePath(), backups.folder());
    QCOMPARE(backups.list().size(), 1);
    QCOMPARE(backups.list().first().reason, QStringLiteral("publish"));
    QCOMPARE(m_store->publications().first().backupFile, backupFile);
    // The backup holds the state before: the old title published, the new
    // one as a draft.
    auto copy = ContentStore::open(backupFile, ContentStore::Mode::Editor, nullptr);
    QVERIFY(copy);
    QCOMPARE(copy->item(QStringLiteral("muehle"))->title(QStringLiteral("de")), before);
    QCOMPARE(copy->draftKeys(), QStringList{QStringLiteral("muehle")});
    // Nothing to publish: no backup either.
    QCOMPARE(backups.publish({}, kAuthor, nullptr, nullptr).status, WriteResult::Status::Unchanged);
    QCOMPARE(backups.list().size(), 1);
}

void TestBackups::noBackupNoPublication()
{
    Backups backups(*m_store);
    // A file where the backup folder should be: no backup can be written.
    QVERIFY(test::writeFile(backups.folder(), "in the way"));
    changeTitle(QStringLiteral("dame"), QStringLiteral("Dame (neu)"));
    const WriteResult result = backups.publish({}, kAuthor, nullptr, nullptr);
    QCOMPARE(result.status, WriteResult::Status::Failed);
    QVERIFY(result.messageDe.contains(QStringLiteral("nichts veröffentlicht")));
    QCOMPARE(m_store->draftKeys(), QStringList{QStringLiteral("dame")});
    QVERIFY(m_store->publications().isEmpty());
}

void TestBackups::retentionKeepsTheNewest()
{
    Backups backups(*m_store);
    QString error;
    QVERIFY(m_store->setSetting(QStringLiteral("backup_retention"), QStringLiteral("3"), &error));
    QStringList made;
    for (int i = 0; i < 5; ++i) {
        made.append(backups.create(QStringLiteral("manual"), &error));
        QVERIFY2(!made.last().isEmpty(), qPrintable(error));
    }
    const QList<BackupInfo> kept = backups.list();
    QCOMPARE(kept.size(), 3);
    QCOMPARE(kept.at(0).file, made.at(4));
    QCOMPARE(kept.at(2).file, made.at(2));
    QVERIFY(!QFileInfo::exists(made.at(0)));
    QVERIFY(kept.first().createdAt.isValid());
    QVERIFY(kept.first().size > 10000);
}

void TestBackups::dailyBackupOncePerDay()
{
    Backups backups(*m_store);
    const QDate today(2025, 6, 14);
    QVERIFY(backups.dailyDue(today));
    QString error;
    const QString first = backups.createDailyIfDue(today, &error);
    QVERIFY2(!first.isEmpty(), qPrintable(error));
    QVERIFY(!backups.dailyDue(today));
    QVERIFY(backups.createDailyIfDue(today, &error).isEmpty());
    QVERIFY(backups.dailyDue(today.addDays(1)));
    QCOMPARE(backups.list().size(), 1);
    QCOMPARE(backups.list().first().reason, QStringLiteral("daily"));
}

void TestBackups::restoreBringsBackTheContent()
{
    Backups backups(*m_store);
    const Item original = *m_store->item(QStringLiteral("muehle"));
    QString error;
    const QString early = backups.create(QStringLiteral("manual"), &error);
    QVERIFY(!early.isEmpty());
    const QByteArray earlyDigest = digest(early);
    changeTitle(QStringLiteral("muehle"), QStringLiteral("Mühle (neu)"));
    QVERIFY(backups.publish({}, kAuthor, nullptr, nullptr).ok());
    changeTitle(QStringLiteral("halma"), QStringLiteral("Halma (Entwurf)"));

    const WriteResult result = backups.restore(early, QStringLiteral("Herr Kurz"));
    QVERIFY2(result.status == WriteResult::Status::Saved, qPrintable(result.detail));
    QCOMPARE(flattenItem(*m_store->item(QStringLiteral("muehle"))), flattenItem(original));
    QVERIFY(m_store->draftKeys().isEmpty());
    QCOMPARE(digest(early), earlyDigest); // the backup itself is untouched
    // The state before the restore was saved, and can be restored in turn.
    const QList<BackupInfo> all = backups.list();
    QCOMPARE(all.first().reason, QStringLiteral("before-restore"));
    QVERIFY(backups.restore(all.first().file, kAuthor).ok());
    QCOMPARE(m_store->item(QStringLiteral("muehle"))->title(QStringLiteral("de")),
             QStringLiteral("Mühle (neu)"));
    QCOMPARE(m_store->editableItem(QStringLiteral("halma"))->item.title(QStringLiteral("de")),
             QStringLiteral("Halma (Entwurf)"));
}

void TestBackups::restoreMigratesAnOlderBackup()
{
    Backups backups(*m_store);
    QVERIFY(QDir().mkpath(backups.folder()));
    const QString old =
        QDir(backups.folder())
            .filePath(QStringLiteral("zeitvertreib-20250301-100000-000-manual.sqlite"));
    {
        test::RawDb raw(old);
        QString error;
        QVERIFY2(
            raw.load(test::readFile(test::sourcePath("tests/store/data/store-v3.sql")), &error),
            qPrintable(error));
    }
    const QByteArray before = digest(old);
    const WriteResult result = backups.restore(old, kAuthor);
    QVERIFY2(result.ok(), qPrintable(result.detail + result.messageDe));
    // The v3 backup knows three items; those are restored, the rest stays.
    QCOMPARE(m_store->item(QStringLiteral("hausfrisur"))->title(QStringLiteral("de")),
             QStringLiteral("Die Hausfrisur (geändert)"));
    QCOMPARE(m_store->item(QStringLiteral("hausfrisur"))->steps.size(), 2);
    QVERIFY(m_store->item(QStringLiteral("muehle")));
    QCOMPARE(digest(old), before);
    QVERIFY(m_store->integrityProblems().isEmpty());
}

void TestBackups::restoreRefusesANewerBackup()
{
    Backups backups(*m_store);
    QString error;
    const QString file = backups.create(QStringLiteral("manual"), &error);
    {
        test::RawDb raw(file);
        QVERIFY(raw.exec(QStringLiteral("UPDATE schema_version SET version = 99")));
    }
    changeTitle(QStringLiteral("muehle"), QStringLiteral("Mühle (bleibt)"));
    const WriteResult result = backups.restore(file, kAuthor);
    QCOMPARE(result.status, WriteResult::Status::Failed);
    QVERIFY(result.messageDe.contains(QStringLiteral("neueren Programmversion")));
    QCOMPARE(m_store->editableItem(QStringLiteral("muehle"))->item.title(QStringLiteral("de")),
             QStringLiteral("Mühle (bleibt)"));
}

QTEST_GUILESS_MAIN(TestBackups)
#include "tst_backups.moc"
