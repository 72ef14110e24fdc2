// `zeitvertreib --render-screens` in both languages at 1920x1080 and 1280x800:
// it exits 0 and writes every main screen as a PNG of the right size that is
// not blank.
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class RenderScreensTest : public QObject {
    Q_OBJECT
private slots:
    void render_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QSize>("size");
        for (const char* lang : {"de", "en"}) {
            QTest::addRow("%s_1920x1080", lang) << QString::fromLatin1(lang) << QSize(1920, 1080);
            QTest::addRow("%s_1280x800", lang) << QString::fromLatin1(lang) << QSize(1280, 800);
        }
    }

    void render()
    {
        QFETCH(QString, lang);
        QFETCH(QSize, size);
        QTemporaryDir data;
        QVERIFY(data.isValid());
        const QString out =
            QDir(QStringLiteral(ZV_SCREENSHOT_DIR)).filePath(QStringLiteral("render"));
        const QString sizeText = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());

        QProcess kiosk;
        kiosk.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        kiosk.start(QStringLiteral(ZV_KIOSK_EXE),
                    {QStringLiteral("--data"), data.path(), QStringLiteral("--lang"), lang,
                     QStringLiteral("--size"), sizeText, QStringLiteral("--render-screens"), out});
        QVERIFY(kiosk.waitForFinished(120000));
        QCOMPARE(kiosk.exitStatus(), QProcess::NormalExit);
        QCOMPARE(kiosk.exitCode(), 0);

        for (const char* screen :
             {"home", "section", "section_people", "article", "article_rules",
              "article_history_page2", "inventory", "inventory_missing", "person", "person_day",
              "hairstyle_step2", "song_verse2", "search", "lobby", "board", "end"}) {
            const QString file = QDir(out).filePath(
                QStringLiteral("%1_%2_%3.png").arg(QString::fromLatin1(screen), lang, sizeText));
            QImage image(file);
            QVERIFY2(!image.isNull(), qPrintable(file));
            QCOMPARE(image.size(), size);
            // Not blank: a real screen has text and shapes in many colours.
            QSet<QRgb> colours;
            for (int y = 0; y < image.height(); y += 7) {
                for (int x = 0; x < image.width(); x += 7)
                    colours.insert(image.pixel(x, y));
            }
            QVERIFY2(colours.size() > 20, qPrintable(file));
        }
    }
};

QTEST_GUILESS_MAIN(RenderScreensTest)
#include "tst_render_screens.moc"
