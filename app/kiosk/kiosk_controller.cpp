#include "kiosk_controller.h"

#include "exhibit.h"
#include "game_session.h"
#include "store/content_store.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(ZeitvertreibPlugin)

KioskController::KioskController(KioskOptions options, QObject* parent)
    : QObject(parent), m_options(std::move(options))
{}

KioskController::~KioskController()
{
    // QML goes first: it still refers to the exhibit and its models.
    m_engine.reset();
    m_exhibit.reset();
    m_store.reset();
}

void KioskController::openStore()
{
    const QString path = m_options.dataDir.isEmpty() ? zv::defaultStorePath()
                                                     : zv::storePathInDirectory(m_options.dataDir);
    zv::OpenReport report;
    m_store = zv::ContentStore::open(path, zv::ContentStore::Mode::Kiosk, &report);
    const QByteArray message = report.messageEn.toUtf8();
    if (report.needsAttention() || !m_store) {
        qWarning("Content store: %s (%s)", message.constData(), qPrintable(report.technicalDetail));
    } else {
        qInfo("Content store: %s [%s]", message.constData(), qPrintable(report.usedPath));
    }
}

bool KioskController::start()
{
    openStore();
    m_exhibit = std::make_unique<Exhibit>(m_store.get());
    m_exhibit->setLanguage(m_options.language);
    Exhibit::setInstance(m_exhibit.get());

    m_engine = std::make_unique<QQmlApplicationEngine>();
    // The module lives at qrc:/Zeitvertreib (RESOURCE_PREFIX /); screens in
    // its subfolders find it through this import path.
    m_engine->addImportPath(QStringLiteral("qrc:/"));
    m_engine->load(QUrl(QStringLiteral("qrc:/Zeitvertreib/Main.qml")));
    QQuickWindow* win = window();
    if (!win)
        return false;
    win->resize(m_options.size);
    if (m_options.kiosk) {
        win->setFlag(Qt::FramelessWindowHint, true);
        win->showFullScreen();
    } else {
        win->show();
    }
    return true;
}

QQuickWindow* KioskController::window() const
{
    if (!m_engine || m_engine->rootObjects().isEmpty())
        return nullptr;
    return qobject_cast<QQuickWindow*>(m_engine->rootObjects().constFirst());
}

GameSession* KioskController::session() const
{
    QQuickWindow* win = window();
    return win ? win->property("session").value<GameSession*>() : nullptr;
}

bool KioskController::showScreen(const QString& name, const QString& argument)
{
    QQuickWindow* win = window();
    if (!win)
        return false;
    QVariant shown;
    QMetaObject::invokeMethod(win, "showScreen", Q_RETURN_ARG(QVariant, shown),
                              Q_ARG(QVariant, name), Q_ARG(QVariant, argument));
    return shown.toBool();
}
