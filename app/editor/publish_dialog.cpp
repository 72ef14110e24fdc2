#include "editor/publish_dialog.h"

#include "editor/field_labels.h"
#include "store/translation_status.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace zv {

PublishDialog::PublishDialog(const QList<EditableItem>& drafts, const QString& secondLanguage,
                             QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("publishDialog"));
    setWindowTitle(tr("Veröffentlichen"));
    resize(760, 420);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Diese Entwürfe sind noch nicht am Bildschirm zu sehen. Die "
                                "angehakten werden veröffentlicht; der Bildschirm zeigt sie, "
                                "sobald er das nächste Mal zur Startseite zurückkehrt. Vorher "
                                "wird automatisch eine Sicherung angelegt."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("draftList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Eintrag"), tr("Zuletzt von"), tr("Gespeichert"), tr("Hinweise")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    const QLocale german(QLocale::German, QLocale::Germany);
    for (const EditableItem& draft : drafts) {
        QStringList notes;
        const TranslationStatus status = translationStatus(draft.item, secondLanguage);
        if (status.missingCount() > 0)
            notes.append(translationSummaryDe(status, secondLanguage));
        if (draft.item.needsReview)
            notes.append(tr("zu prüfen"));
        auto* row = new QTreeWidgetItem(
            m_list,
            {draft.item.title(kFallbackLanguage), draft.draftAuthor,
             german.toString(draft.draftSavedAt.toLocalTime(), QStringLiteral("dd.MM. HH:mm")),
             notes.join(QStringLiteral(" · "))});
        row->setData(0, Qt::UserRole, draft.item.key);
        row->setCheckState(0, Qt::Checked);
    }
    layout->addWidget(m_list, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Angehakte veröffentlichen"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Abbrechen"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemChanged, this, [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!selectedKeys().isEmpty());
    });
}

QStringList PublishDialog::selectedKeys() const
{
    QStringList keys;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* row = m_list->topLevelItem(i);
        if (row->checkState(0) == Qt::Checked)
            keys.append(row->data(0, Qt::UserRole).toString());
    }
    return keys;
}

void PublishDialog::setChecked(const QString& key, bool checked)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* row = m_list->topLevelItem(i);
        if (row->data(0, Qt::UserRole).toString() == key)
            row->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
    }
}

} // namespace zv
