#include "editor/backups_dialog.h"

#include "editor/write_messages.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace zv {

QString backupDateDe(const BackupInfo& backup)
{
    return QLocale(QLocale::German, QLocale::Germany)
        .toString(backup.createdAt, QStringLiteral("dd.MM.yyyy, HH:mm 'Uhr'"));
}

QString backupReasonDe(const QString& reason)
{
    if (reason == QLatin1String("publish"))
        return QObject::tr("vor dem Veröffentlichen");
    if (reason == QLatin1String("daily"))
        return QObject::tr("tägliche Sicherung");
    if (reason == QLatin1String("before-restore"))
        return QObject::tr("vor dem Zurückholen einer Sicherung");
    if (reason == QLatin1String("manual"))
        return QObject::tr("von Hand");
    return reason;
}

BackupsDialog::BackupsDialog(ContentStore& store, const QString& author, QWidget* parent)
    : QDialog(parent), m_store(store), m_backups(store), m_author(author)
{
    setObjectName(QStringLiteral("backupsDialog"));
    setWindowTitle(tr("Sicherungen"));
    resize(760, 440);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Der Editor sichert den Inhalt vor jedem Veröffentlichen und "
                                "einmal am Tag. Eine Sicherung zurückzuholen setzt alle Texte, "
                                "Listen und Entwürfe auf ihren Stand; Konten und Verlauf "
                                "bleiben. Ordner: %1")
                                 .arg(m_backups.folder()),
                             this);
    intro->setWordWrap(true);
    intro->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(intro);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("backupList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Datum"), tr("Anlass"), tr("Größe")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    layout->addWidget(m_list, 1);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("backupsMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    auto* buttons = new QHBoxLayout;
    auto* now = new QPushButton(tr("Jetzt sichern"), this);
    auto* restoreButton = new QPushButton(tr("Sicherung zurückholen …"), this);
    restoreButton->setObjectName(QStringLiteral("restoreBackup"));
    m_retention = new QSpinBox(this);
    m_retention->setRange(1, 500);
    m_retention->setValue(m_backups.retention());
    m_retention->setSuffix(tr(" Sicherungen"));
    auto* close = new QPushButton(tr("Schließen"), this);
    buttons->addWidget(now);
    buttons->addWidget(restoreButton);
    buttons->addStretch(1);
    buttons->addWidget(new QLabel(tr("Aufbewahren:"), this));
    buttons->addWidget(m_retention);
    buttons->addWidget(close);
    layout->addLayout(buttons);

    connect(now, &QPushButton::clicked, this, &BackupsDialog::backupNow);
    connect(restoreButton, &QPushButton::clicked, this, [this] {
        const int row = m_list->indexOfTopLevelItem(m_list->currentItem());
        const QList<BackupInfo> all = m_backups.list();
        if (row < 0 || row >= all.size())
            return;
        if (QMessageBox::question(this, tr("Sicherung zurückholen"), confirmationText(all.at(row)),
                                  QMessageBox::Yes | QMessageBox::Cancel,
                                  QMessageBox::Cancel) == QMessageBox::Yes)
            restore(all.at(row).file);
    });
    connect(m_retention, &QSpinBox::valueChanged, this, [this](int value) {
        QString error;
        m_store.setSetting(QStringLiteral("backup_retention"), QString::number(value), &error);
    });
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    refresh();
}

QString BackupsDialog::confirmationText(const BackupInfo& backup)
{
    return tr("Den ganzen Inhalt auf den Stand der Sicherung vom %1 (%2) zurücksetzen?\n\n"
              "Der jetzige Stand wird vorher gesichert; Sie können also auch dorthin "
              "zurück. Veröffentlichte Texte ändern sich am Bildschirm bei der nächsten "
              "Rückkehr zur Startseite.")
        .arg(backupDateDe(backup), backupReasonDe(backup.reason));
}

void BackupsDialog::refresh()
{
    m_list->clear();
    for (const BackupInfo& backup : m_backups.list())
        new QTreeWidgetItem(m_list, {backupDateDe(backup), backupReasonDe(backup.reason),
                                     QLocale(QLocale::German).formattedDataSize(backup.size)});
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
}

QString BackupsDialog::message() const
{
    return m_message->text();
}

QString BackupsDialog::backupNow()
{
    QString error;
    const QString file = m_backups.create(QStringLiteral("manual"), &error);
    WriteResult result;
    result.status = WriteResult::Status::Saved;
    if (file.isEmpty())
        result = WriteResult::failed(classifyStoreError(error), error);
    m_message->setText(file.isEmpty() ? writeMessageDe(result) : tr("Gesichert."));
    refresh();
    return file;
}

WriteResult BackupsDialog::restore(const QString& file)
{
    const WriteResult result = m_backups.restore(file, m_author);
    m_message->setText(result.ok() ? tr("Die Sicherung wurde zurückgeholt.")
                                   : writeMessageDe(result));
    refresh();
    if (result.ok())
        emit contentReplaced();
    return result;
}

} // namespace zv
