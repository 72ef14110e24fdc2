// `zeitvertreib --render-screens` in both languages at 1920x1080 and 1280x800:
// it exits 0 and writes every main screen as a PNG of the right size that is
// not blank. `zeitvertreib --render-thumbnails`: one picture of each board the
// kiosk offers (models/game_boards.h), drawn by the board itself, not blank.
#include "core/game.h"
#include "models/game_boards.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
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

    void thumbnails()
    {
        QTemporaryDir data;
        QTemporaryDir out;
        QVERIFY(data.isValid() && out.isValid());
        QProcess kiosk;
        kiosk.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        kiosk.start(QStringLiteral(ZV_KIOSK_EXE),
                    {QStringLiteral("--data"), data.path(), QStringLiteral("--render-thumbnails"),
                     out.path()});
        QVERIFY(kiosk.waitForFinished(240000));
        QCOMPARE(kiosk.exitStatus(), QProcess::NormalExit);
        QCOMPARE(kiosk.exitCode(), 0);

        int boards = 0;
        for (const zv::GameInfo& info : zv::allGames()) {
            const QString key = QString::fromStdString(info.key);
            if (zv::kioskBoardPath(key).isEmpty())
                continue;
            ++boards;
            const QString file = QDir(out.path()).filePath(key + QStringLiteral(".png"));
            QImage image(file);
            QVERIFY2(!image.isNull(), qPrintable(file + QStringLiteral(": no thumbnail")));
            QVERIFY2(image.width() >= 300 || image.height() >= 300, qPrintable(file));
            // A board, not an empty screen: many colours, and the most common
            // one (the ground) covers far from all of it.
            QHash<QRgb, int> colours;
            int samples = 0;
            for (int y = 0; y < image.height(); y += 3) {
                for (int x = 0; x < image.width(); x += 3) {
                    ++colours[image.pixel(x, y) & 0xf8f8f8];
                    ++samples;
                }
            }
            int ground = 0;
            for (const int count : std::as_const(colours))
                ground = qMax(ground, count);
            QVERIFY2(colours.size() > 20, qPrintable(file + QStringLiteral(": blank")));
            QVERIFY2(ground < samples * 0.9, qPrintable(file + QStringLiteral(": nearly blank")));
            // Kept for a look (build/screenshots/thumbnails).
            const QString kept = QDir(QStringLiteral(ZV_SCREENSHOT_DIR))
                                     .filePath(QStringLiteral("thumbnails/%1.png").arg(key));
            QDir().mkpath(QFileInfo(kept).absolutePath());
            QFile::remove(kept);
            QFile::copy(file, kept);
        }
        QVERIFY(boards >= 12);
    }
};

QTEST_GUILESS_MAIN(RenderScreensTest)
#include "tst_render_screens.moc"
