#include "editor/idle_lock.h"

#include "editor/sign_in_dialog.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace zv {

IdleLock::IdleLock(ContentStore& store, QString accountName, QWidget* window,
                   std::function<void()> save, QObject* parent)
    : QObject(parent), m_store(store), m_accountName(std::move(accountName)), m_window(window),
      m_save(std::move(save))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDefaultTimeout);
    connect(&m_timer, &QTimer::timeout, this, &IdleLock::lock);
    qApp->installEventFilter(this);
    m_timer.start();
}

void IdleLock::setTimeout(std::chrono::milliseconds timeout)
{
    m_timer.setInterval(timeout);
    if (!isLocked())
        m_timer.start();
}

std::chrono::milliseconds IdleLock::timeout() const
{
    return m_timer.intervalAsDuration();
}

SignInDialog* IdleLock::dialog() const
{
    return m_dialog;
}

bool IdleLock::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::KeyPress:
    case QEvent::MouseButtonPress:
    case QEvent::Wheel:
    case QEvent::TouchBegin:
        // Input while locked belongs to the sign-in; it does not restart the
        // clock of a session that is already suspended.
        if (!isLocked())
            m_timer.start();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

void IdleLock::lock()
{
    if (m_locked)
        return;
    m_save();
    // Every window of the program goes out of sight (an open dialog too:
    // it may show texts or names), to come back as it was.
    m_hidden.clear();
    for (QWidget* widget : QApplication::topLevelWidgets()) {
        if (widget->isVisible()) {
            m_hidden.append(widget);
            widget->hide();
        }
    }
    const auto idle =
        std::chrono::duration_cast<std::chrono::seconds>(m_timer.intervalAsDuration());
    qInfo("Editor: locked after %lld s without input (%s)", static_cast<long long>(idle.count()),
          qPrintable(m_accountName));
    m_locked = true;
    m_dialog = new SignInDialog(m_store, SignInDialog::Mode::Unlock, nullptr);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setUnlockAccount(m_accountName,
                               std::chrono::duration_cast<std::chrono::minutes>(idle));
    connect(m_dialog, &QDialog::finished, this, [this](int result) {
        m_locked = false;
        if (result != QDialog::Accepted) {
            qInfo("Editor: signed out after the idle lock");
            m_hidden.clear();
            emit signedOut();
            return;
        }
        for (const QPointer<QWidget>& widget : std::as_const(m_hidden))
            if (widget)
                widget->show();
        m_hidden.clear();
        m_timer.start();
        emit unlocked();
    });
    m_dialog->show();
    emit locked();
}

} // namespace zv
