#pragma once

// AccountsDialog: the staff accounts. An administrator adds and removes
// accounts, makes others administrators and sets a forgotten password; every
// staff member can change their own password.

#include "store/editing_types.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace zv {

class ContentStore;

class AccountsDialog : public QDialog {
    Q_OBJECT

public:
    AccountsDialog(ContentStore& store, const StaffAccount& signedIn, QWidget* parent = nullptr);

    QTreeWidget* list() const { return m_list; }
    // The buttons' actions after their input dialogs (public for the tests).
    // Each shows the outcome in the dialog's message line.
    WriteResult addAccount(const QString& name, const QString& password, bool isAdmin);
    WriteResult removeAccount(const QString& name);
    WriteResult setAdmin(const QString& name, bool isAdmin);
    WriteResult setPassword(const QString& name, const QString& password);
    QString message() const;

private:
    void refresh();
    QString selectedName() const;
    void report(const WriteResult& result, const QString& success);
    void askNewAccount();
    void askPassword(const QString& name);

    ContentStore& m_store;
    StaffAccount m_signedIn;
    QTreeWidget* m_list = nullptr;
    QLabel* m_message = nullptr;
    QList<QPushButton*> m_adminButtons;
};

} // namespace zv
