#include "editor/store_dialogs.h"

#include <QMessageBox>
#include <QPushButton>

namespace zv {

namespace {
void showReport(QWidget* parent, const OpenReport& report, QMessageBox::Icon icon)
{
    QMessageBox box(icon, QObject::tr("Inhaltsspeicher"), report.message(QStringLiteral("de")),
                    QMessageBox::Ok, parent);
    box.setDetailedText(report.technicalDetail);
    box.exec();
}
} // namespace

std::unique_ptr<ContentStore> openStoreInteractively(const QString& path, QWidget* parent)
{
    OpenReport report;
    auto store = ContentStore::open(path, ContentStore::Mode::Editor, &report);
    if (store) {
        if (report.needsAttention())
            showReport(parent, report, QMessageBox::Information);
        return store;
    }
    const bool restorable = report.canRestoreFromBundled;
    QMessageBox box(QMessageBox::Warning, QObject::tr("Inhaltsspeicher"),
                    report.message(QStringLiteral("de")), QMessageBox::NoButton, parent);
    box.setDetailedText(report.technicalDetail);
    QPushButton* restore = nullptr;
    if (restorable)
        restore = box.addButton(QObject::tr("Aus mitgelieferten Inhalten neu anlegen"),
                                QMessageBox::AcceptRole);
    box.addButton(QObject::tr("Beenden"), QMessageBox::RejectRole);
    box.exec();
    if (!restore || box.clickedButton() != restore)
        return nullptr;
    store = ContentStore::restoreFromBundled(path, &report);
    showReport(parent, report, store ? QMessageBox::Information : QMessageBox::Critical);
    return store;
}

} // namespace zv
