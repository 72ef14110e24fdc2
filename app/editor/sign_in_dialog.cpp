#include "editor/sign_in_dialog.h"

#include "editor/write_messages.h"
#include "store/content_store.h"
#include "store/password_hash.h"

#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace zv {

SignInDialog::SignInDialog(ContentStore& store, Mode mode, QWidget* parent)
    : QDialog(parent), m_store(store), m_mode(mode)
{
    setObjectName(QStringLiteral("signInDialog"));
    const bool first = mode == Mode::FirstAdministrator;
    setWindowTitle(first ? tr("Erstes Konto anlegen") : tr("Anmelden"));
    auto* layout = new QVBoxLayout(this);
    auto* explanation = m_explanation = new QLabel(
        first ? tr("Für diesen Inhaltsspeicher gibt es noch kein Konto. Legen Sie das erste an: "
                   "es ist ein Administratorkonto und kann später weitere Konten anlegen.")
              : tr("Bitte melden Sie sich mit Ihrem Namen und Ihrem Passwort an. Ihr Name wird "
                   "bei jeder Änderung vermerkt."),
        this);
    explanation->setWordWrap(true);
    layout->addWidget(explanation);
    auto* form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("staffName"));
    m_name->setPlaceholderText(tr("Vor- und Nachname"));
    if (!first) {
        QStringList names;
        for (const StaffAccount& account : store.staffAccounts())
            names.append(account.name);
        auto* completer = new QCompleter(names, m_name);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        m_name->setCompleter(completer);
    }
    m_password = new QLineEdit(this);
    m_password->setObjectName(QStringLiteral("staffPassword"));
    m_password->setEchoMode(QLineEdit::Password);
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Passwort"), m_password);
    if (first) {
        m_repeat = new QLineEdit(this);
        m_repeat->setObjectName(QStringLiteral("staffPasswordRepeat"));
        m_repeat->setEchoMode(QLineEdit::Password);
        form->addRow(tr("Passwort wiederholen"), m_repeat);
        m_password->setPlaceholderText(tr("mindestens %1 Zeichen").arg(password::kMinimumLength));
    }
    layout->addLayout(form);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("signInMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #a3201d;"));
    layout->addWidget(m_message);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(QStringLiteral("signInButton"));
    m_ok->setText(first ? tr("Konto anlegen und anmelden") : tr("Anmelden"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Abbrechen"));
    layout->addWidget(buttons);
    for (QLineEdit* line : {m_name, m_password, m_repeat}) {
        if (line)
            connect(line, &QLineEdit::textChanged, this, &SignInDialog::updateButton);
    }
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (trySignIn())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateButton();
}

void SignInDialog::updateButton()
{
    bool ready = !m_name->text().trimmed().isEmpty() && !m_password->text().isEmpty();
    if (m_repeat)
        ready = ready && !m_repeat->text().isEmpty();
    m_ok->setEnabled(ready);
}

void SignInDialog::setUnlockAccount(const QString& name, std::chrono::minutes idle)
{
    setWindowTitle(tr("Redaktion gesperrt"));
    m_explanation->setText(
        tr("Nach %1 Minuten ohne Eingabe wurde die Redaktion gesperrt; Ihre Arbeit ist als "
           "Entwurf gespeichert. Geben Sie Ihr Passwort ein, um weiterzuarbeiten, oder melden Sie "
           "sich mit „Abbrechen“ ab.")
            .arg(idle.count()));
    m_name->setText(name);
    m_name->setReadOnly(true);
    m_password->setFocus();
}

bool SignInDialog::trySignIn()
{
    const QString name = m_name->text().trimmed();
    if (m_mode == Mode::FirstAdministrator) {
        if (m_password->text() != m_repeat->text()) {
            m_message->setText(tr("Die beiden Passwörter sind nicht gleich."));
            return false;
        }
        const WriteResult created = m_store.addStaffAccount(name, m_password->text(), true, {});
        if (!created.ok()) {
            m_message->setText(writeMessageDe(created));
            return false;
        }
    }
    m_account = m_store.signIn(name, m_password->text());
    if (!m_account) {
        // Which of the two was wrong is not said: that would help a guesser.
        m_message->setText(tr("Name oder Passwort stimmen nicht."));
        m_password->clear();
        m_password->setFocus();
        return false;
    }
    return true;
}

std::optional<StaffAccount> SignInDialog::run(ContentStore& store, QWidget* parent)
{
    SignInDialog dialog(store, store.hasStaffAccounts() ? Mode::SignIn : Mode::FirstAdministrator,
                        parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.account();
}

} // namespace zv
