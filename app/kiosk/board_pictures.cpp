#include "board_pictures.h"

#include "core/game.h"
#include "models/game_boards.h"
#include "store/media_names.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <unistd.h>

BoardPictures::BoardPictures(QString mediaDirectory, QObject* parent)
    : QObject(parent), m_mediaDirectory(std::move(mediaDirectory))
{}

BoardPictures::~BoardPictures()
{
    // Never outlives the kiosk: a half-drawn set is finished at the next start.
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(2000);
    }
}

QStringList BoardPictures::missing() const
{
    QStringList keys;
    for (const zv::GameInfo& info : zv::allGames()) {
        const QString key = QString::fromStdString(info.key);
        if (!zv::kioskBoardPath(key).isEmpty() && zv::thumbnailUrl(m_mediaDirectory, key).isEmpty())
            keys.append(key);
    }
    return keys;
}

void BoardPictures::drawMissingLater(int delayMs)
{
    if (m_mediaDirectory.isEmpty() || missing().isEmpty())
        return;
    QTimer::singleShot(delayMs, this, &BoardPictures::draw);
}

void BoardPictures::draw()
{
    if (m_process)
        return;
    m_scratch = std::make_unique<QTemporaryDir>();
    if (!m_scratch->isValid())
        return;
    const QString folder = zv::thumbnailDirectory(m_mediaDirectory);
    m_process = std::make_unique<QProcess>();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    m_process->setProcessEnvironment(environment);
    m_process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_process->setStandardOutputFile(QProcess::nullDevice());
    // Below the kiosk's own work: the visitor's touches come first.
    m_process->setChildProcessModifier([] {
        if (::nice(10) == -1) {
            // Still draws, only not politely; nothing to report from here.
        }
    });
    connect(m_process.get(), &QProcess::finished, this, [this, folder](int code) {
        if (code != 0)
            qWarning("Board pictures: drawing into %s ended with %d", qPrintable(folder), code);
        else
            qInfo("Board pictures: drawn into %s", qPrintable(folder));
        m_scratch.reset();
    });
    m_process->start(QCoreApplication::applicationFilePath(),
                     {QStringLiteral("--render-thumbnails"), folder, QStringLiteral("--data"),
                      m_scratch->path(), QStringLiteral("--lang"), QStringLiteral("de"),
                      QStringLiteral("--size"), QStringLiteral("1280x800")});
}
