#include "kiosk_controller.h"

#include "board_pictures.h"
#include "engines/external_players.h"
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_config.h"
#include "lockdown.h"
#include "offline_guard.h"
#include "process_memory.h"
#include "site_names.h"
#include "store/content_store.h"
#include "visit.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(ZeitvertreibPlugin)

KioskController::KioskController(KioskOptions options, QObject* parent)
    : QObject(parent), m_options(std::move(options))
{}

KioskController::~KioskController()
{
    // QML goes first: it still refers to the exhibit and its models.
    if (m_lockdown && QCoreApplication::instance())
        QCoreApplication::instance()->removeEventFilter(m_lockdown.get());
    m_engine.reset();
    m_offline.reset();
    if (Visit::instance() == m_visit.get())
        Visit::setInstance(nullptr);
    m_visit.reset();
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
        m_startProblems.append(report.messageEn);
        qWarning("Content store: %s (%s)", message.constData(), qPrintable(report.technicalDetail));
    } else {
        qInfo("Content store: %s [%s]", message.constData(), qPrintable(report.usedPath));
    }
}

void KioskController::setUpVisit()
{
    const QString configPath =
        m_options.configPath.isEmpty() ? defaultKioskConfigPath() : m_options.configPath;
    const KioskConfig config = readKioskConfig(configPath);
    QStringList problems = config.problems;
    // Names as staff write them; whatever they name, the visitor never meets
    // an empty kiosk (site_names.h).
    const sitenames::Resolved site = sitenames::resolve(
        config, sitenames::exhibitNames(m_store.get(), m_exhibit->languages()), &problems);
    for (const QString& problem : problems) {
        m_startProblems.append(problem);
        qWarning("Kiosk configuration %s: %s", qPrintable(configPath), qPrintable(problem));
    }
    m_exhibit->setSiteChoice(site.choice);
    // A missing Stockfish or GNU Backgammon hides its levels from visitors;
    // staff read why here (the staff status) and in the log.
    for (const QString& report : zv::play::engines::missingEngineReports()) {
        m_startProblems.append(report);
        qWarning("External engine: %s", qPrintable(report));
    }

    Visit::Settings settings;
    settings.idleSeconds = m_options.idleSeconds >= 0 ? m_options.idleSeconds : config.idleSeconds;
    settings.countdownSeconds = config.countdownSeconds;
    settings.language = m_options.languageGiven ? m_options.language : site.language;
    settings.pinHash = config.pinHash;
    if (!config.pinHashProblem.isEmpty())
        settings.pinProblem =
            QStringLiteral("PIN-Eintrag unlesbar – neu setzen mit · PIN hash unreadable – set it "
                           "again with:\nzeitvertreib-cli kiosk-pin --config %1")
                .arg(configPath);
    settings.locked = m_options.kiosk;
    settings.attractSong = config.attractSong;
    settings.attractSongVolume = config.attractSongVolume;
    // The kiosk always starts locked, on the attract loop; the laptop demo
    // opens at once on the home screen.
    settings.startInVisit = !m_options.kiosk && !m_options.attract;
    if (m_options.kiosk && config.pinHash.isEmpty())
        qWarning("Kiosk configuration %s has no pin_hash: the staff menu cannot be opened "
                 "(set one with: zeitvertreib-cli kiosk-pin --config %s)",
                 qPrintable(configPath), qPrintable(configPath));

    m_visit = std::make_unique<Visit>(nullptr);
    m_visit->configure(settings);
    m_visit->setStatusProvider([this] { return contentStatus(); });
    Visit::setInstance(m_visit.get());
    connect(m_visit.get(), &Visit::resetRequested, this, [this] {
        m_exhibit->setLanguage(m_visit->defaultLanguage());
        // Once the screens of the visit are gone (their deferred deletions
        // come first in the queue): the script heap collected and the free
        // pages of the allocator returned, so a day of visits does not ratchet
        // the resident memory up (the soak measures it).
        QTimer::singleShot(0, this, [this] {
            if (m_engine)
                m_engine->collectGarbage();
            releaseFreeHeap();
        });
    });
    connect(m_visit.get(), &Visit::reloadRequested, this, [this] { m_exhibit->reloadContent(); });
    connect(m_visit.get(), &Visit::visitEnded, this, [this](int seconds) {
        if (m_store)
            m_store->countUse(QStringLiteral("visit"), QString(), seconds);
    });
    m_lockdown = std::make_unique<Lockdown>(m_visit.get(), m_options.kiosk);
    QCoreApplication::instance()->installEventFilter(m_lockdown.get());
}

QVariantMap KioskController::contentStatus() const
{
    QVariantMap status;
    if (m_store) {
        status.insert(QStringLiteral("storePath"), m_store->path());
        status.insert(QStringLiteral("schemaVersion"), m_store->schemaVersion());
        status.insert(QStringLiteral("items"), static_cast<int>(m_store->allItems().size()));
        status.insert(QStringLiteral("storeMode"), m_store->mode() == zv::ContentStore::Mode::Kiosk
                                                       ? QStringLiteral("kiosk")
                                                       : QStringLiteral("other"));
    } else {
        status.insert(QStringLiteral("storePath"), QString());
    }
    status.insert(QStringLiteral("problems"), m_startProblems);
    return status;
}

bool KioskController::start()
{
    // The staff menu shows it; the tests start the kiosk without main().
    if (QCoreApplication::applicationVersion().isEmpty())
        QCoreApplication::setApplicationVersion(QStringLiteral(ZV_VERSION));
    openStore();
    m_exhibit = std::make_unique<Exhibit>(m_store.get());
    setUpVisit();
    m_exhibit->setLanguage(m_visit->defaultLanguage());
    Exhibit::setInstance(m_exhibit.get());

    m_offline = std::make_unique<OfflineGuard>();
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_offline->guard(m_engine.get());
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
    if (m_options.drawBoardPictures && m_store) {
        m_boardPictures = std::make_unique<BoardPictures>(m_store->mediaDirectory());
        m_boardPictures->drawMissingLater(30000);
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
