#include "editor/kiosk_render.h"

#include "store/content_store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace zv {

namespace {

constexpr int kRenderTimeoutMs = 30'000;

// The temporary store: a copy of the staff's store with `item` published.
bool prepareStore(const ContentStore& store, const Item& item, const QString& folder,
                  QString* error)
{
    const QString file = storePathInDirectory(folder);
    if (!store.writeCopy(file, error))
        return false;
    OpenReport report;
    auto copy = ContentStore::open(file, ContentStore::Mode::Editor, &report);
    if (!copy) {
        *error = report.messageEn;
        return false;
    }
    const auto current = copy->editableItem(item.key);
    if (!current) {
        *error = QStringLiteral("the item \"%1\" is not in the store").arg(item.key);
        return false;
    }
    const QString author = QStringLiteral("Vorschau");
    const WriteResult saved =
        copy->saveDraft(item, current->editVersion, author, QStringLiteral("preview"));
    if (!saved.ok()) {
        *error = saved.detail;
        return false;
    }
    QStringList published;
    const WriteResult publishedResult =
        copy->publishDrafts({item.key}, author, QString(), &published);
    if (!publishedResult.ok()) {
        *error = publishedResult.detail;
        return false;
    }
    // The pictures: the copy's media folder is the staff's own.
    const QString media = copy->mediaDirectory();
    QDir(media).removeRecursively();
    if (QFileInfo::exists(store.mediaDirectory()) && !QFile::link(store.mediaDirectory(), media)) {
        *error = QStringLiteral("cannot link the media folder");
        return false;
    }
    return true;
}

} // namespace

QString kioskProgram()
{
    const QString beside =
        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("zeitvertreib"));
    if (QFileInfo(beside).isExecutable())
        return beside;
    return QStandardPaths::findExecutable(QStringLiteral("zeitvertreib"));
}

QImage renderWithKiosk(const ContentStore& store, const Item& item, const PreviewRequest& request,
                       QString* error)
{
    const QString program = kioskProgram();
    if (program.isEmpty()) {
        *error = QStringLiteral("the kiosk program zeitvertreib was not found");
        return {};
    }
    if (request.language != QLatin1String("de") && request.language != QLatin1String("en")) {
        *error = QStringLiteral("the kiosk renders German and English only");
        return {};
    }
    QTemporaryDir folder;
    if (!folder.isValid() || !prepareStore(store, item, folder.path(), error))
        return {};
    const QString png = folder.filePath(QStringLiteral("preview.png"));
    QStringList arguments{
        QStringLiteral("--data"),
        folder.path(),
        QStringLiteral("--config"),
        folder.filePath(QStringLiteral("none.conf")),
        QStringLiteral("--lang"),
        request.language,
        QStringLiteral("--size"),
        QStringLiteral("%1x%2").arg(request.size.width()).arg(request.size.height()),
        QStringLiteral("--render-item"),
        item.key,
        QStringLiteral("--page"),
        QString::number(request.page),
        QStringLiteral("--out"),
        png};
    if (!request.part.isEmpty())
        arguments << QStringLiteral("--part") << request.part;
    QProcess kiosk;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.remove(QStringLiteral("ZV_DATA_DIR"));
    kiosk.setProcessEnvironment(environment);
    kiosk.start(program, arguments);
    if (!kiosk.waitForFinished(kRenderTimeoutMs)) {
        kiosk.kill();
        kiosk.waitForFinished(2000);
        *error = QStringLiteral("the kiosk did not finish its picture in time");
        return {};
    }
    if (kiosk.exitStatus() != QProcess::NormalExit || kiosk.exitCode() != 0) {
        *error = QString::fromUtf8(kiosk.readAllStandardError()).trimmed().section('\n', -1);
        return {};
    }
    QImage image(png);
    if (image.isNull())
        *error = QStringLiteral("the kiosk wrote no picture");
    return image;
}

} // namespace zv
