#pragma once

// SignInDialog: a staff member signs in with a personal account (name and
// password), so every change records who made it. A store without any
// account asks for the first administrator instead.

#include "store/editing_types.h"

#include <QDialog>

#include <chrono>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace zv {

class ContentStore;

class SignInDialog : public QDialog {
    Q_OBJECT

public:
    // Unlock: the editor locked itself after inactivity (idle_lock.h); only
    // the account that was signed in can go on.
    enum class Mode { SignIn, FirstAdministrator, Unlock };
    SignInDialog(ContentStore& store, Mode mode, QWidget* parent = nullptr);

    // Mode::Unlock: whose session it is and after how long it was locked.
    void setUnlockAccount(const QString& name, std::chrono::minutes idle);

    // The account once the dialog was accepted.
    std::optional<StaffAccount> account() const { return m_account; }
    // Tries the entered name and password (the OK button's action).
    bool trySignIn();

    // Shows the right dialog until someone signs in or cancels.
    static std::optional<StaffAccount> run(ContentStore& store, QWidget* parent);

private:
    void updateButton();

    ContentStore& m_store;
    Mode m_mode;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_password = nullptr;
    QLineEdit* m_repeat = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_ok = nullptr;
    std::optional<StaffAccount> m_account;
};

} // namespace zv
