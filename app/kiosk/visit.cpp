#include "visit.h"

#include "process_memory.h"

#include "store/password_hash.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QInputMethod>
#include <QProcess>
#include <QQmlEngine>

#include <algorithm>

namespace {

Visit* g_instance = nullptr;

// The staff pad closes by itself when nobody uses it: a child who found the
// gesture must not leave it open for the next visitor.
constexpr int kStaffTimeoutMs = 60 * 1000;
constexpr int kFreePinTries = 3;
constexpr int kFirstPinWaitSeconds = 30;
constexpr int kLongestPinWaitSeconds = 15 * 60;

} // namespace

Visit::Visit(QObject* parent) : QObject(parent)
{
    m_uptime.start();
    m_idle.setSingleShot(true);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        if (m_phase != QLatin1String("visit") || !m_holds.isEmpty())
            return;
        m_secondsLeft = m_settings.countdownSeconds;
        emit secondsLeftChanged();
        setPhase(QStringLiteral("asking"));
        m_countdown.start();
    });
    m_countdown.setInterval(1000);
    connect(&m_countdown, &QTimer::timeout, this, &Visit::countdownTick);
    m_staffTimeout.setSingleShot(true);
    m_staffTimeout.setInterval(kStaffTimeoutMs);
    connect(&m_staffTimeout, &QTimer::timeout, this, &Visit::closeStaff);
    m_pinLockTick.setInterval(1000);
    connect(&m_pinLockTick, &QTimer::timeout, this, [this] {
        if (pinWaitSeconds() == 0) {
            m_pinLockTick.stop();
            qInfo("Staff PIN: the PIN pad takes PINs again");
        }
        emit staffChanged();
    });
    configure(Settings{});
}

Visit::~Visit()
{
    if (g_instance == this)
        g_instance = nullptr;
}

void Visit::setInstance(Visit* visit)
{
    g_instance = visit;
}

Visit* Visit::instance()
{
    return g_instance;
}

Visit* Visit::create(QQmlEngine* qmlEngine, QJSEngine*)
{
    // Components tested alone get a visit of their own (in a visit, not
    // locked); the kiosk sets its instance before QML starts.
    if (!g_instance) {
        auto* visit = new Visit(qmlEngine);
        Settings settings;
        settings.startInVisit = true;
        visit->configure(settings);
        g_instance = visit;
    }
    QJSEngine::setObjectOwnership(g_instance, QJSEngine::CppOwnership);
    return g_instance;
}

void Visit::configure(const Settings& settings)
{
    m_settings = settings;
    m_settings.countdownSeconds = std::max(settings.countdownSeconds, 1);
    m_idle.setInterval(std::max(settings.idleSeconds, 1) * 1000);
    m_idleOff = settings.idleSeconds <= 0;
    m_visitStartMs = -1; // a new configuration starts afresh, uncounted
    setPhase(settings.startInVisit ? QStringLiteral("visit") : QStringLiteral("attract"));
    restartIdleClock();
}

void Visit::setStatusProvider(std::function<QVariantMap()> provider)
{
    m_statusProvider = std::move(provider);
}

void Visit::setLargeText(bool on)
{
    if (on == m_largeText)
        return;
    m_largeText = on;
    emit accessibilityChanged();
}

void Visit::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    emit accessibilityChanged();
}

void Visit::setLowReach(bool on)
{
    if (on == m_lowReach)
        return;
    m_lowReach = on;
    emit accessibilityChanged();
}

void Visit::setReadAloud(bool on)
{
    if (on == m_readAloud)
        return;
    m_readAloud = on;
    emit accessibilityChanged();
}

void Visit::noteActivity()
{
    if (m_visitStartMs >= 0)
        m_lastTouchMs = m_uptime.elapsed();
    if (m_phase == QLatin1String("visit"))
        restartIdleClock();
    if (!m_staffPhase.isEmpty())
        m_staffTimeout.start();
}

void Visit::begin()
{
    if (m_phase == QLatin1String("attract"))
        setPhase(QStringLiteral("visit"));
    restartIdleClock();
}

void Visit::stillHere()
{
    m_countdown.stop();
    if (m_phase == QLatin1String("asking"))
        setPhase(QStringLiteral("visit"));
    restartIdleClock();
}

void Visit::startOver()
{
    m_countdown.stop();
    m_idle.stop();
    closeStaff();
    // The screens first (they stop the game and its computer search), then
    // what the visitor switched.
    // The on-screen keyboard of the last visitor goes with the visit.
    QGuiApplication::inputMethod()->hide();
    emit resetRequested();
    setLargeText(false);
    setHighContrast(false);
    setLowReach(false);
    setReadAloud(false);
    if (m_visitStartMs >= 0) {
        const qint64 length = std::max<qint64>(0, m_lastTouchMs - m_visitStartMs);
        m_visitStartMs = -1;
        emit visitEnded(static_cast<int>(length / 1000));
    }
    setPhase(QStringLiteral("attract"));
}

void Visit::holdIdle(const QString& reason, bool on)
{
    const bool before = !m_holds.isEmpty();
    if (on)
        m_holds.insert(reason);
    else
        m_holds.remove(reason);
    if (before == !m_holds.isEmpty())
        return;
    emit holdsChanged();
    restartIdleClock();
}

void Visit::requestStaff()
{
    m_staffPhase = QStringLiteral("pin");
    m_staffTimeout.start();
    // Staff at the screen are not a visitor walking away.
    holdIdle(QStringLiteral("staff"), true);
    emit staffChanged();
}

int Visit::pinWaitSeconds() const
{
    if (!m_pinBlockedUntil.isValid())
        return 0;
    const qint64 left = QDateTime::currentDateTimeUtc().secsTo(m_pinBlockedUntil);
    return left > 0 ? static_cast<int>(left) : 0;
}

QString Visit::pinLockMessage() const
{
    const int wait = pinWaitSeconds();
    if (wait == 0)
        return {};
    const QString left =
        QStringLiteral("%1:%2").arg(wait / 60).arg(wait % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1 falsche PINs – gesperrt, noch %2 · %1 wrong PINs – locked, %2 left")
        .arg(m_failedPins)
        .arg(left);
}

bool Visit::enterPin(const QString& pin)
{
    m_staffTimeout.start();
    if (m_staffPhase != QLatin1String("pin") || pinWaitSeconds() > 0 || !pinConfigured())
        return false;
    if (zv::password::verify(pin, m_settings.pinHash)) {
        m_failedPins = 0;
        m_pinBlockedUntil = {};
        m_staffPhase = QStringLiteral("menu");
        qInfo("Staff menu opened");
        emit staffChanged();
        return true;
    }
    ++m_failedPins;
    qInfo("Staff PIN: wrong PIN (%d in a row)", m_failedPins);
    if (m_failedPins >= kFreePinTries) {
        const int doublings = std::min(m_failedPins - kFreePinTries, 10);
        const int wait = std::min(kFirstPinWaitSeconds << doublings, kLongestPinWaitSeconds);
        m_pinBlockedUntil = QDateTime::currentDateTimeUtc().addSecs(wait);
        m_pinLockTick.start();
        // Only counts and times: the PIN typed and the hash stay out of logs.
        qInfo("Staff PIN: %d wrong PINs in a row; the PIN pad is locked for %d s", m_failedPins,
              wait);
    }
    emit staffChanged();
    return false;
}

void Visit::closeStaff()
{
    m_staffTimeout.stop();
    if (m_staffPhase.isEmpty())
        return;
    m_staffPhase.clear();
    holdIdle(QStringLiteral("staff"), false);
    emit staffChanged();
}

QVariantMap Visit::status() const
{
    QVariantMap status = m_statusProvider ? m_statusProvider() : QVariantMap{};
    status.insert(QStringLiteral("version"), QCoreApplication::applicationVersion());
    status.insert(QStringLiteral("uptimeSeconds"), m_uptime.elapsed() / 1000);
    status.insert(QStringLiteral("memoryKiB"), static_cast<qlonglong>(residentKiB()));
    return status;
}

void Visit::reloadContent()
{
    emit reloadRequested();
}

void Visit::restartProgram()
{
    qInfo("Staff: restart");
    m_quitting = true;
    // Under systemd the unit starts the kiosk again (Restart=always); by
    // hand, the program starts its successor itself.
    if (qEnvironmentVariableIsEmpty("NOTIFY_SOCKET")) {
        QStringList arguments = QCoreApplication::arguments();
        const QString program = arguments.takeFirst();
        QProcess::startDetached(program, arguments);
    }
    QCoreApplication::exit(0);
}

void Visit::quitProgram()
{
    qInfo("Staff: quit");
    m_quitting = true;
    emit staffQuitRequested();
    QCoreApplication::exit(kExitStaffQuit);
}

void Visit::setPhase(const QString& phase)
{
    if (phase == m_phase)
        return;
    m_phase = phase;
    if (m_phase == QLatin1String("visit") && m_visitStartMs < 0) {
        m_visitStartMs = m_uptime.elapsed();
        m_lastTouchMs = m_visitStartMs;
    }
    emit phaseChanged();
}

void Visit::restartIdleClock()
{
    if (m_phase == QLatin1String("visit") && m_holds.isEmpty() && !m_idleOff)
        m_idle.start();
    else
        m_idle.stop();
}

void Visit::countdownTick()
{
    if (m_phase != QLatin1String("asking")) {
        m_countdown.stop();
        return;
    }
    m_secondsLeft = std::max(0, m_secondsLeft - 1);
    emit secondsLeftChanged();
    if (m_secondsLeft == 0)
        startOver();
}
