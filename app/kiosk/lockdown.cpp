#include "lockdown.h"

#include "visit.h"

#include <QEvent>
#include <QMouseEvent>

Lockdown::Lockdown(Visit* visit, bool locked, QObject* parent)
    : QObject(parent), m_visit(visit), m_locked(locked)
{
    m_pressRelease.setSingleShot(true);
    m_pressRelease.setInterval(2 * 60 * 1000);
    connect(&m_pressRelease, &QTimer::timeout, this, [this] { setPressed(false); });
}

void Lockdown::setPressed(bool pressed)
{
    if (pressed)
        m_pressRelease.start();
    else
        m_pressRelease.stop();
    if (m_visit)
        m_visit->holdIdle(QStringLiteral("press"), pressed);
}

bool Lockdown::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::TouchBegin:
    case QEvent::MouseButtonPress:
    case QEvent::KeyPress:
    case QEvent::Wheel:
        // One event reaches several objects (window, item); any of them is
        // the visitor's touch.
        if (m_visit)
            m_visit->noteActivity();
        if (event->type() == QEvent::TouchBegin || event->type() == QEvent::MouseButtonPress)
            setPressed(true);
        break;
    case QEvent::TouchEnd:
    case QEvent::TouchCancel:
    case QEvent::MouseButtonRelease:
        if (m_pressRelease.isActive())
            setPressed(false);
        break;
    default:
        break;
    }
    if (!m_locked)
        return QObject::eventFilter(watched, event);

    bool swallow = false;
    switch (event->type()) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::ShortcutOverride:
    case QEvent::Shortcut:
        swallow = event->spontaneous();
        break;
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick: {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        swallow = mouse->button() != Qt::LeftButton;
        break;
    }
    case QEvent::ContextMenu:
    case QEvent::Close:
        swallow = event->type() == QEvent::ContextMenu || !m_visit || !m_visit->mayClose();
        break;
    default:
        break;
    }
    if (swallow) {
        ++m_swallowed;
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}
