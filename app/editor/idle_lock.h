#pragma once

// Sessions end after inactivity (issue 23): the editor runs on a shared
// museum PC, and a volunteer who walks away must not leave the next person
// editing under their name. After `timeout` without a key, click, wheel or
// touch anywhere in the program, the work is saved as a draft, every window
// is hidden and a sign-in for the same account is asked; a wrong password
// keeps it locked, "Abbrechen" signs out (the editor closes).

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <chrono>
#include <functional>

namespace zv {

class ContentStore;
class SignInDialog;

class IdleLock : public QObject {
    Q_OBJECT

public:
    static constexpr std::chrono::minutes kDefaultTimeout{15};

    // `save` is called before locking (the editor's draft keeper); `window`
    // is the editor's main window, hidden while locked.
    IdleLock(ContentStore& store, QString accountName, QWidget* window, std::function<void()> save,
             QObject* parent = nullptr);

    void setTimeout(std::chrono::milliseconds timeout);
    std::chrono::milliseconds timeout() const;
    bool isLocked() const { return m_locked; }
    // The sign-in asked while locked (null when not locked).
    SignInDialog* dialog() const;

signals:
    void locked();
    void unlocked();
    // Cancel on the locked sign-in: the session is over.
    void signedOut();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void lock();

    ContentStore& m_store;
    QString m_accountName;
    QWidget* m_window;
    std::function<void()> m_save;
    QTimer m_timer;
    bool m_locked = false;
    QPointer<SignInDialog> m_dialog;
    QList<QPointer<QWidget>> m_hidden; // windows to show again when unlocked
};

} // namespace zv
