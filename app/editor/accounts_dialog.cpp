#include "editor/accounts_dialog.h"

#include "editor/write_messages.h"
#include "store/content_store.h"
#include "store/password_hash.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace zv {

namespace {

// A small form: name (unless given), password twice, administrator.
struct AccountForm {
    QString name;
    QString password;
    bool isAdmin = false;
};

bool askAccountForm(QWidget* parent, const QString& title, bool withName, AccountForm* form)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto* layout = new QFormLayout(&dialog);
    auto* name = new QLineEdit(&dialog);
    auto* password = new QLineEdit(&dialog);
    auto* repeat = new QLineEdit(&dialog);
    auto* admin = new QCheckBox(QObject::tr("darf Konten verwalten (Administrator)"), &dialog);
    password->setEchoMode(QLineEdit::Password);
    repeat->setEchoMode(QLineEdit::Password);
    password->setPlaceholderText(
        QObject::tr("mindestens %1 Zeichen").arg(password::kMinimumLength));
    if (withName)
        layout->addRow(QObject::tr("Name"), name);
    layout->addRow(QObject::tr("Passwort"), password);
    layout->addRow(QObject::tr("Passwort wiederholen"), repeat);
    if (withName)
        layout->addRow(QString(), admin);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    layout->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
        if (password->text() != repeat->text()) {
            QMessageBox::warning(&dialog, title,
                                 QObject::tr("Die beiden Passwörter sind nicht gleich."));
            return;
        }
        dialog.accept();
    });
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    form->name = name->text().trimmed();
    form->password = password->text();
    form->isAdmin = admin->isChecked();
    return true;
}

} // namespace

AccountsDialog::AccountsDialog(ContentStore& store, const StaffAccount& signedIn, QWidget* parent)
    : QDialog(parent), m_store(store), m_signedIn(signedIn)
{
    setObjectName(QStringLiteral("accountsDialog"));
    setWindowTitle(tr("Konten des Personals"));
    resize(720, 420);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        signedIn.isAdmin
            ? tr("Jede Person, die Inhalte bearbeitet, hat ein eigenes Konto; jede Änderung "
                 "trägt ihren Namen. Passwörter werden nur verschlüsselt (als Prüfwert) "
                 "gespeichert.")
            : tr("Konten verwalten nur Administratoren. Ihr eigenes Passwort können Sie hier "
                 "ändern."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("accountList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Name"), tr("Rolle"), tr("Angelegt von"), tr("Angelegt am")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    layout->addWidget(m_list, 1);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("accountsMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Konto anlegen …"), this);
    auto* remove = new QPushButton(tr("Konto entfernen"), this);
    auto* admin = new QPushButton(tr("Administrator ja/nein"), this);
    auto* reset = new QPushButton(tr("Passwort neu setzen …"), this);
    auto* own = new QPushButton(tr("Eigenes Passwort ändern …"), this);
    auto* close = new QPushButton(tr("Schließen"), this);
    m_adminButtons = {add, remove, admin, reset};
    for (QPushButton* button : {add, remove, admin, reset, own})
        buttons->addWidget(button);
    buttons->addStretch(1);
    buttons->addWidget(close);
    layout->addLayout(buttons);
    for (QPushButton* button : std::as_const(m_adminButtons))
        button->setVisible(signedIn.isAdmin);

    connect(add, &QPushButton::clicked, this, &AccountsDialog::askNewAccount);
    connect(remove, &QPushButton::clicked, this, [this] {
        const QString name = selectedName();
        if (name.isEmpty())
            return;
        if (QMessageBox::question(this, tr("Konto entfernen"),
                                  tr("Das Konto „%1“ entfernen? Seine früheren Änderungen "
                                     "bleiben mit seinem Namen im Verlauf.")
                                      .arg(name)) == QMessageBox::Yes)
            removeAccount(name);
    });
    connect(admin, &QPushButton::clicked, this, [this] {
        const QString name = selectedName();
        for (const StaffAccount& account : m_store.staffAccounts()) {
            if (account.name == name)
                setAdmin(name, !account.isAdmin);
        }
    });
    connect(reset, &QPushButton::clicked, this, [this] {
        if (!selectedName().isEmpty())
            askPassword(selectedName());
    });
    connect(own, &QPushButton::clicked, this, [this] { askPassword(m_signedIn.name); });
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    refresh();
}

void AccountsDialog::refresh()
{
    m_list->clear();
    const QLocale german(QLocale::German, QLocale::Germany);
    for (const StaffAccount& account : m_store.staffAccounts())
        new QTreeWidgetItem(
            m_list,
            {account.name, account.isAdmin ? tr("Administrator") : tr("Redaktion"),
             account.createdBy.isEmpty() ? tr("(erstes Konto)") : account.createdBy,
             german.toString(account.createdAt.toLocalTime(), QStringLiteral("dd.MM.yyyy"))});
}

QString AccountsDialog::selectedName() const
{
    const QTreeWidgetItem* current = m_list->currentItem();
    return current ? current->text(0) : QString();
}

QString AccountsDialog::message() const
{
    return m_message->text();
}

void AccountsDialog::report(const WriteResult& result, const QString& success)
{
    m_message->setStyleSheet(result.ok() ? QStringLiteral("color: #2f5240;")
                                         : QStringLiteral("color: #a3201d;"));
    m_message->setText(result.ok() ? success : writeMessageDe(result));
    refresh();
}

WriteResult AccountsDialog::addAccount(const QString& name, const QString& password, bool isAdmin)
{
    const WriteResult result = m_store.addStaffAccount(name, password, isAdmin, m_signedIn.name);
    report(result, tr("Das Konto „%1“ wurde angelegt.").arg(name.trimmed()));
    return result;
}

WriteResult AccountsDialog::removeAccount(const QString& name)
{
    const WriteResult result = m_store.removeStaffAccount(name, m_signedIn.name);
    report(result, tr("Das Konto „%1“ wurde entfernt.").arg(name));
    return result;
}

WriteResult AccountsDialog::setAdmin(const QString& name, bool isAdmin)
{
    const WriteResult result = m_store.setStaffAdmin(name, isAdmin, m_signedIn.name);
    report(result, isAdmin ? tr("„%1“ ist jetzt Administrator.").arg(name)
                           : tr("„%1“ ist jetzt kein Administrator mehr.").arg(name));
    return result;
}

WriteResult AccountsDialog::setPassword(const QString& name, const QString& password)
{
    const WriteResult result = m_store.setStaffPassword(name, password, m_signedIn.name);
    report(result, tr("Das Passwort von „%1“ wurde geändert.").arg(name));
    return result;
}

void AccountsDialog::askNewAccount()
{
    AccountForm form;
    if (askAccountForm(this, tr("Konto anlegen"), true, &form))
        addAccount(form.name, form.password, form.isAdmin);
}

void AccountsDialog::askPassword(const QString& name)
{
    AccountForm form;
    if (askAccountForm(this, tr("Neues Passwort für %1").arg(name), false, &form))
        setPassword(name, form.password);
}

} // namespace zv
