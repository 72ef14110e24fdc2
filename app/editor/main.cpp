// zeitvertreib-editor: the staff editor for the exhibit's content.
//   zeitvertreib-editor [--data DIR] [--idle-minutes N]

#include "editor/editor_window.h"
#include "editor/idle_lock.h"
#include "editor/sign_in_dialog.h"
#include "editor/store_dialogs.h"
#include "store/content_store.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("zeitvertreib"));
    QApplication::setApplicationDisplayName(QStringLiteral("Zeitvertreib – Redaktion"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Staff editor of the Zeitvertreib exhibit"));
    parser.addHelpOption();
    const QCommandLineOption dataOption(
        QStringLiteral("data"),
        QStringLiteral("Folder of the content store (default: the kiosk's data folder)."),
        QStringLiteral("DIR"));
    parser.addOption(dataOption);
    const QCommandLineOption idleOption(
        QStringLiteral("idle-minutes"),
        QStringLiteral("Minutes without input after which the editor locks and asks for the "
                       "password again (1 to 240, default 15)."),
        QStringLiteral("N"), QString::number(zv::IdleLock::kDefaultTimeout.count()));
    parser.addOption(idleOption);
    parser.process(app);
    bool idleOk = false;
    const int idleMinutes = parser.value(idleOption).toInt(&idleOk);
    if (!idleOk || idleMinutes < 1 || idleMinutes > 240) {
        std::fprintf(stderr, "--idle-minutes: %s is not a number of minutes from 1 to 240\n",
                     qPrintable(parser.value(idleOption)));
        return 2;
    }

    const QString path = parser.isSet(dataOption)
                             ? zv::storePathInDirectory(parser.value(dataOption))
                             : zv::defaultStorePath();
    std::unique_ptr<zv::ContentStore> store = zv::openStoreInteractively(path, nullptr);
    if (!store)
        return 1;
    const std::optional<zv::StaffAccount> account = zv::SignInDialog::run(*store, nullptr);
    if (!account)
        return 0;
    zv::EditorWindow window(std::move(store), *account);
    window.idleLock()->setTimeout(std::chrono::minutes(idleMinutes));
    window.resize(1280, 800);
    window.show();
    return app.exec();
}
