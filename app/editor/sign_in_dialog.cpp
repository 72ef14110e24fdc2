#include "editor/sign_in_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace zv {

SignInDialog::SignInDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Anmelden"));
    auto* layout = new QVBoxLayout(this);
    auto* explanation =
        new QLabel(tr("Bitte geben Sie Ihren Namen ein. Er wird bei jeder gespeicherten Änderung "
                      "vermerkt."),
                   this);
    explanation->setWordWrap(true);
    layout->addWidget(explanation);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("staffName"));
    m_name->setPlaceholderText(tr("Vor- und Nachname"));
    layout->addWidget(m_name);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Anmelden"));
    m_ok->setEnabled(false);
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Abbrechen"));
    layout->addWidget(buttons);
    connect(m_name, &QLineEdit::textChanged, this,
            [this](const QString& text) { m_ok->setEnabled(!text.trimmed().isEmpty()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString SignInDialog::name() const
{
    return m_name->text().trimmed();
}

QString SignInDialog::askName(QWidget* parent)
{
    SignInDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    return dialog.name();
}

} // namespace zv
