// zeitvertreib-editor: the staff editor for the exhibit's content.
//   zeitvertreib-editor [--data DIR]

#include "editor/editor_window.h"
#include "editor/sign_in_dialog.h"
#include "editor/store_dialogs.h"
#include "store/content_store.h"

#include <QApplication>
#include <QCommandLineParser>

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
    parser.process(app);

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
    window.resize(1280, 800);
    window.show();
    return app.exec();
}
