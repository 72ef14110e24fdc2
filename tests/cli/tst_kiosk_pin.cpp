// `zeitvertreib-cli kiosk-pin --config FILE` on the kiosk.conf files staff
// have (tests/kiosk/conf/ and the shipped kiosk/kiosk.conf.default): only
// the pin_hash value changes, byte for byte; a file that does not read
// cleanly is refused with its line and left byte-identical.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray kPin = QByteArrayLiteral("97531");

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run kioskPin(const QString& config)
{
    QProcess process;
    process.start(QStringLiteral(ZV_CLI_PATH),
                  {QStringLiteral("kiosk-pin"), QStringLiteral("--config"), config});
    process.write(kPin + '\n');
    process.closeWriteChannel();
    Run run;
    if (!process.waitForFinished(120'000) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        run.err = QStringLiteral("did not finish normally");
        return run;
    }
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The one hash in `text` (what kiosk-pin wrote).
QByteArray hashIn(const QByteArray& text)
{
    static const QRegularExpression hash(QStringLiteral("pbkdf2-sha256\\$150000\\$[^\\s;]+"));
    return hash.match(QString::fromLatin1(text)).captured().toLatin1();
}

} // namespace

class KioskPinTest : public QObject {
    Q_OBJECT
private slots:
    void changesOnlyThePinHashValue_data();
    void changesOnlyThePinHashValue();
    void refusesAFileThatDoesNotReadCleanly_data();
    void refusesAFileThatDoesNotReadCleanly();
};

void KioskPinTest::changesOnlyThePinHashValue_data()
{
    // The file before, and what must stand where its old value was; the
    // written hash goes in at @.
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    const QByteArray shipped = bytesOf(QStringLiteral(ZV_SOURCE_DIR "/kiosk/kiosk.conf.default"));
    QVERIFY(shipped.contains("\npin_hash=\n"));
    QTest::newRow("shipped default, comments")
        << shipped << QByteArray(shipped).replace("\npin_hash=\n", "\npin_hash=@\n");
    const QByteArray bom = bytesOf(QStringLiteral(ZV_SOURCE_DIR "/tests/kiosk/conf/bom_crlf.conf"));
    // Its old hash (1000 iterations), followed by " ; set 2024-03".
    const QByteArray old = QRegularExpression(QStringLiteral("pbkdf2-sha256\\$1000\\$[^\\s;]+"))
                               .match(QString::fromLatin1(bom))
                               .captured()
                               .toLatin1();
    QVERIFY(!old.isEmpty());
    QTest::newRow("BOM, CRLF, inline comment") << bom << QByteArray(bom).replace(old, "@");
    QTest::newRow("key missing: after the group's last setting")
        << QByteArray("; site\r\n[kiosk]\r\nidle_seconds=120\r\n\r\n; other\r\n[extra]\r\nx=1\r\n")
        << QByteArray("; site\r\n[kiosk]\r\nidle_seconds=120\r\npin_hash=@\r\n\r\n; other\r\n"
                      "[extra]\r\nx=1\r\n");
    QTest::newRow("key missing, no final newline")
        << QByteArray("[kiosk]\nidle_seconds=120")
        << QByteArray("[kiosk]\nidle_seconds=120\npin_hash=@");
    QTest::newRow("group missing: at the end")
        << QByteArray("; only a comment\n")
        << QByteArray("; only a comment\n\n[kiosk]\npin_hash=@\n");
}

void KioskPinTest::changesOnlyThePinHashValue()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("kiosk.conf"));
    QVERIFY(writeBytes(path, before));
    const Run run = kioskPin(path);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const QByteArray written = bytesOf(path);
    const QByteArray hash = hashIn(written);
    QVERIFY2(!hash.isEmpty(), written.constData());
    QCOMPARE(written, QByteArray(after).replace("@", hash));
    QVERIFY(!written.contains(kPin));
    // The kiosk reads it back.
    QSettings settings(path, QSettings::IniFormat);
    QCOMPARE(settings.status(), QSettings::NoError);
    QCOMPARE(settings.value(QStringLiteral("kiosk/pin_hash")).toString(),
             QString::fromLatin1(hash));
}

void KioskPinTest::refusesAFileThatDoesNotReadCleanly_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("reason");
    QTest::newRow("header without ]") << "no_bracket.conf"
                                      << "line 2: the group header \"[kiosk\" has no closing ]";
    QTest::newRow("open quote") << "unbalanced_quote.conf"
                                << "line 3: the value of sections opens a quote";
}

void KioskPinTest::refusesAFileThatDoesNotReadCleanly()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("kiosk.conf"));
    const QByteArray before = bytesOf(QStringLiteral(ZV_SOURCE_DIR "/tests/kiosk/conf/") + fixture);
    QVERIFY(!before.isEmpty());
    QVERIFY(writeBytes(path, before));
    const Run run = kioskPin(path);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(path) && run.err.contains(reason), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("Nothing was changed")), qPrintable(run.err));
    QCOMPARE(bytesOf(path), before);
    QVERIFY(!run.out.contains(QStringLiteral("written")));
}

QTEST_GUILESS_MAIN(KioskPinTest)
#include "tst_kiosk_pin.moc"
