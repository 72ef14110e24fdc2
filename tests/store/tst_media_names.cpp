// The one check every name from a file passes before it becomes a path: a
// plain file name inside the media folder (store/media_names.h, issue 26).

#include "store/media_names.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace zv;

class TestMediaNames : public QObject {
    Q_OBJECT

private slots:
    void refusesNamesThatAreNoPlainFileName_data();
    void refusesNamesThatAreNoPlainFileName();
    void acceptsPlainNames_data();
    void acceptsPlainNames();
    void pathStaysInsideTheMediaFolder();
    void symbolicLinkOutOfTheFolderIsRefused();
    void folderNameIsRefused();
};

void TestMediaNames::refusesNamesThatAreNoPlainFileName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("why");
    QTest::newRow("empty") << QString() << QStringLiteral("empty");
    QTest::newRow("..") << QStringLiteral("..") << QStringLiteral("dot");
    QTest::newRow(".") << QStringLiteral(".") << QStringLiteral("dot");
    QTest::newRow("../x") << QStringLiteral("../x") << QStringLiteral("dot");
    QTest::newRow("../store") << QStringLiteral("../zeitvertreib.sqlite") << QStringLiteral("dot");
    QTest::newRow("x/../../y") << QStringLiteral("x/../../y") << QStringLiteral("folder");
    QTest::newRow("absolute") << QStringLiteral("/etc/passwd") << QStringLiteral("folder");
    QTest::newRow("a/b") << QStringLiteral("a/b") << QStringLiteral("folder");
    QTest::newRow("a\\b") << QStringLiteral("a\\b") << QStringLiteral("folder");
    QTest::newRow("drive") << QStringLiteral("C:evil.png") << QStringLiteral("':'");
    QTest::newRow(".hidden") << QStringLiteral(".hidden") << QStringLiteral("dot");
    QTest::newRow("newline") << QStringLiteral("bild\n.png") << QStringLiteral("control");
    QTest::newRow("tab") << QStringLiteral("bild\t.png") << QStringLiteral("control");
    QTest::newRow("NUL") << QString(QStringLiteral("bild") + QChar(0) + QStringLiteral(".png"))
                         << QStringLiteral("control");
    QTest::newRow("escape") << QStringLiteral("bild\x1b[31m.png") << QStringLiteral("control");
    QTest::newRow("DEL") << QStringLiteral("bild\x7f.png") << QStringLiteral("control");
    QTest::newRow("C1 control") << QString(QStringLiteral("bild") + QChar(0x85) +
                                           QStringLiteral(".png"))
                                << QStringLiteral("control");
    QTest::newRow("right-to-left override")
        << QString(QStringLiteral("bild") + QChar(0x202E) + QStringLiteral("gnp.exe"))
        << QStringLiteral("control");
    QTest::newRow("line separator")
        << QString(QStringLiteral("bild") + QChar(0x2028) + QStringLiteral(".png"))
        << QStringLiteral("control");
    QTest::newRow("lone surrogate")
        << QString(QStringLiteral("bild") + QChar(0xD800) + QStringLiteral(".png"))
        << QStringLiteral("control");
    QTest::newRow("replacement character")
        << QString(QStringLiteral("bild") + QChar(QChar::ReplacementCharacter) +
                   QStringLiteral(".png"))
        << QStringLiteral("control");
    QTest::newRow("leading space") << QStringLiteral(" bild.png") << QStringLiteral("space");
    QTest::newRow("trailing space") << QStringLiteral("bild.png ") << QStringLiteral("space");
    QTest::newRow("over-long") << QString(201, QLatin1Char('a')) << QStringLiteral("longer");
    // 100 umlauts are 200 bytes in UTF-8: the limit counts bytes, not characters.
    QTest::newRow("over-long in bytes")
        << QString(QString(100, QChar(0x00FC)) + QStringLiteral(".png"))
        << QStringLiteral("longer");
}

void TestMediaNames::refusesNamesThatAreNoPlainFileName()
{
    QFETCH(QString, name);
    QFETCH(QString, why);
    QString reason;
    QVERIFY2(!isPlainFileName(name, &reason), qPrintable(name));
    QVERIFY2(reason.contains(why), qPrintable(reason));
    QVERIFY(!isPlainFileName(name)); // without a reason asked for, too
    QTemporaryDir media;
    QVERIFY(media.isValid());
    QVERIFY(mediaFilePath(media.path(), name).isEmpty());
}

void TestMediaNames::acceptsPlainNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("ascii") << QStringLiteral("muehle-3f2a9c01de.png");
    QTest::newRow("umlaut") << QStringLiteral("Mühle.png");
    QTest::newRow("umlaut decomposed") << QStringLiteral("Mu\u0308hle.png");
    QTest::newRow("spaces inside") << QStringLiteral("Das Spielbrett von 1900.jpg");
    QTest::newRow("dots inside") << QStringLiteral("a..b.png");
    QTest::newRow("no extension") << QStringLiteral("bild");
    QTest::newRow("emoji") << QStringLiteral("w\U0001F3B2rfel.png");
    QTest::newRow("200 bytes") << QString(200, QLatin1Char('a'));
}

void TestMediaNames::acceptsPlainNames()
{
    QFETCH(QString, name);
    QString reason;
    QVERIFY2(isPlainFileName(name, &reason), qPrintable(reason));
    QTemporaryDir media;
    QVERIFY(media.isValid());
    QCOMPARE(mediaFilePath(media.path(), name), QDir(media.path()).absoluteFilePath(name));
}

void TestMediaNames::pathStaysInsideTheMediaFolder()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString media = root.filePath(QStringLiteral("media"));
    QVERIFY(QDir().mkpath(media));
    QFile picture(QDir(media).filePath(QStringLiteral("Mühle.png")));
    QVERIFY(picture.open(QIODevice::WriteOnly));
    picture.close();
    QCOMPARE(mediaFilePath(media, QStringLiteral("Mühle.png")),
             QDir(media).absoluteFilePath(QStringLiteral("Mühle.png")));
    // The store lives next to the media folder: it is never a media file.
    QFile store(root.filePath(QStringLiteral("zeitvertreib.sqlite")));
    QVERIFY(store.open(QIODevice::WriteOnly));
    store.close();
    QVERIFY(mediaFilePath(media, QStringLiteral("../zeitvertreib.sqlite")).isEmpty());
    QVERIFY(mediaFilePath(QString(), QStringLiteral("Mühle.png")).isEmpty());
}

void TestMediaNames::symbolicLinkOutOfTheFolderIsRefused()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString media = root.filePath(QStringLiteral("media"));
    QVERIFY(QDir().mkpath(media));
    const QString secret = root.filePath(QStringLiteral("zeitvertreib.sqlite"));
    QFile store(secret);
    QVERIFY(store.open(QIODevice::WriteOnly));
    store.close();
    const QDir folder(media);
    // A plain name, but the file behind it is outside the media folder.
    QVERIFY(QFile::link(secret, folder.filePath(QStringLiteral("bild.png"))));
    QVERIFY(mediaFilePath(media, QStringLiteral("bild.png")).isEmpty());
    // A dangling link: a writer following it would create a file elsewhere.
    QVERIFY(QFile::link(root.filePath(QStringLiteral("nowhere.png")),
                        folder.filePath(QStringLiteral("leer.png"))));
    QVERIFY(mediaFilePath(media, QStringLiteral("leer.png")).isEmpty());
    // A link to a file inside the folder is fine.
    QFile inside(folder.filePath(QStringLiteral("echt.png")));
    QVERIFY(inside.open(QIODevice::WriteOnly));
    inside.close();
    QVERIFY(QFile::link(inside.fileName(), folder.filePath(QStringLiteral("auch.png"))));
    QCOMPARE(mediaFilePath(media, QStringLiteral("auch.png")),
             folder.absoluteFilePath(QStringLiteral("auch.png")));
    // The media folder itself may be a link (the editor's preview links it).
    const QString linkedFolder = root.filePath(QStringLiteral("media-link"));
    QVERIFY(QFile::link(media, linkedFolder));
    QCOMPARE(mediaFilePath(linkedFolder, QStringLiteral("echt.png")),
             QDir(linkedFolder).absoluteFilePath(QStringLiteral("echt.png")));
    QVERIFY(mediaFilePath(linkedFolder, QStringLiteral("bild.png")).isEmpty());
}

void TestMediaNames::folderNameIsRefused()
{
    QTemporaryDir media;
    QVERIFY(media.isValid());
    QVERIFY(QDir(media.path()).mkdir(QStringLiteral("ordner")));
    QVERIFY(mediaFilePath(media.path(), QStringLiteral("ordner")).isEmpty());
}

QTEST_GUILESS_MAIN(TestMediaNames)
#include "tst_media_names.moc"
