#pragma once

// SignInDialog: asks the staff member's name once per session, so every
// saved change records who made it. Personal accounts come with issue 8.

#include <QDialog>

class QLineEdit;
class QPushButton;

namespace zv {

class SignInDialog : public QDialog {
    Q_OBJECT

public:
    explicit SignInDialog(QWidget* parent = nullptr);
    QString name() const;

    // Shows the dialog; the trimmed name, or empty when cancelled.
    static QString askName(QWidget* parent);

private:
    QLineEdit* m_name = nullptr;
    QPushButton* m_ok = nullptr;
};

} // namespace zv
