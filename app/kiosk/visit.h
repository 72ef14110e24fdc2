// One visitor's time at the kiosk, as QML sees it (singleton `Visit`):
//
//   attract ──touch──▶ visit ──idle_seconds without touch──▶ asking
//      ▲                 ▲                                      │
//      │                 └───────"Weiter"/any touch─────────────┤
//      └────────── reset (countdown over, or "Von vorn") ◀──────┘
//
// The reset clears everything a visitor changed (resetRequested: QML stops
// the game session and goes home; language and the accessibility switches
// return to their defaults here). The idle clock stands still while
// something holds it: a song playing, narration, a computer player thinking.
//
// Staff: a hidden gesture opens the PIN pad; a right PIN opens the staff
// menu. Wrong PINs are rate-limited: after three, each further try waits
// 30 s, doubling up to 15 minutes. A lock is logged (the staff log shows who
// tried how often) and the pad says how long it stays locked; neither ever
// shows the PIN or its hash.
#pragma once

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>

class QJSEngine;
class QQmlEngine;

class Visit : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(int secondsLeft READ secondsLeft NOTIFY secondsLeftChanged)
    Q_PROPERTY(int countdownSeconds READ countdownSeconds CONSTANT)
    Q_PROPERTY(bool locked READ locked CONSTANT)
    Q_PROPERTY(bool idleHeld READ idleHeld NOTIFY holdsChanged)
    Q_PROPERTY(bool largeText READ largeText WRITE setLargeText NOTIFY accessibilityChanged)
    Q_PROPERTY(
        bool highContrast READ highContrast WRITE setHighContrast NOTIFY accessibilityChanged)
    Q_PROPERTY(bool lowReach READ lowReach WRITE setLowReach NOTIFY accessibilityChanged)
    // "Vorlesen": every text page starts reading itself aloud when shown.
    Q_PROPERTY(bool readAloud READ readAloud WRITE setReadAloud NOTIFY accessibilityChanged)
    Q_PROPERTY(QString staffPhase READ staffPhase NOTIFY staffChanged)
    Q_PROPERTY(int pinWaitSeconds READ pinWaitSeconds NOTIFY staffChanged)
    // While locked: why and for how long (German · English), counting down.
    Q_PROPERTY(QString pinLockMessage READ pinLockMessage NOTIFY staffChanged)
    Q_PROPERTY(bool pinConfigured READ pinConfigured CONSTANT)
    // Why the configured pin_hash cannot be used and where to set it again
    // (German · English), or empty; the PIN pad shows it.
    Q_PROPERTY(QString pinProblem READ pinProblem CONSTANT)
    // kiosk.conf: the attract loop may play a lantern song, this quietly
    // (0..1); off unless staff allow it.
    Q_PROPERTY(bool attractSong READ attractSong CONSTANT)
    Q_PROPERTY(double attractSongVolume READ attractSongVolume CONSTANT)

public:
    struct Settings {
        int idleSeconds = 90; // 0: never idle (maintainers' measurements)
        int countdownSeconds = 25;
        QString language = QStringLiteral("de");
        QString pinHash;
        QString pinProblem;        // see the property; a hash with a problem opens nothing
        bool locked = false;       // the kiosk (--kiosk): no way out but the staff menu
        bool startInVisit = false; // the laptop demo and tests start without the attract loop
        bool attractSong = false;
        int attractSongVolume = 30; // percent
    };
    // Exit code of "Beenden" in the staff menu: the systemd unit does not
    // restart the kiosk for it (RestartPreventExitStatus=).
    static constexpr int kExitStaffQuit = 64;

    // No default argument: Qt 6.4 would construct a default-constructible
    // singleton itself and never call create() (so QML saw another Visit).
    explicit Visit(QObject* parent);
    ~Visit() override;

    static void setInstance(Visit* visit);
    static Visit* instance();
    static Visit* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

    void configure(const Settings& settings);
    bool attractSong() const { return m_settings.attractSong; }
    double attractSongVolume() const { return m_settings.attractSongVolume / 100.0; }
    // What the staff status shows about the content and the log.
    void setStatusProvider(std::function<QVariantMap()> provider);

    QString phase() const { return m_phase; }
    int secondsLeft() const { return m_secondsLeft; }
    int countdownSeconds() const { return m_settings.countdownSeconds; }
    bool locked() const { return m_settings.locked; }
    bool idleHeld() const { return !m_holds.isEmpty(); }
    bool largeText() const { return m_largeText; }
    bool highContrast() const { return m_highContrast; }
    bool lowReach() const { return m_lowReach; }
    bool readAloud() const { return m_readAloud; }
    void setReadAloud(bool on);
    void setLargeText(bool on);
    void setHighContrast(bool on);
    void setLowReach(bool on);
    QString staffPhase() const { return m_staffPhase; }
    int pinWaitSeconds() const;
    QString pinLockMessage() const;
    bool pinConfigured() const
    {
        return !m_settings.pinHash.isEmpty() && m_settings.pinProblem.isEmpty();
    }
    QString pinProblem() const { return m_settings.pinProblem; }
    QString defaultLanguage() const { return m_settings.language; }

    // Any touch, click or key of a visitor (the kiosk's event filter).
    void noteActivity();

    Q_INVOKABLE void begin();
    Q_INVOKABLE void stillHere();
    Q_INVOKABLE void startOver();
    // Stops (on) or resumes (off) the idle clock for `reason`.
    Q_INVOKABLE void holdIdle(const QString& reason, bool on);

    Q_INVOKABLE void requestStaff();
    // True when `pin` is right; the staff menu opens.
    Q_INVOKABLE bool enterPin(const QString& pin);
    Q_INVOKABLE void closeStaff();
    Q_INVOKABLE QVariantMap status() const;
    Q_INVOKABLE void reloadContent();
    Q_INVOKABLE void restartProgram();
    Q_INVOKABLE void quitProgram();
    // Whether the window may close now (only the staff's "Beenden" in a
    // locked kiosk).
    Q_INVOKABLE bool mayClose() const { return !m_settings.locked || m_quitting; }

signals:
    void phaseChanged();
    void secondsLeftChanged();
    void holdsChanged();
    void accessibilityChanged();
    void staffChanged();
    // QML: cancel the game, close every screen, go home.
    void resetRequested();
    // The kiosk controller: reload the content store.
    void reloadRequested();
    // Staff chose "Beenden"; emitted just before the program exits with
    // kExitStaffQuit (main tells systemd's kiosk session).
    void staffQuitRequested();
    // A visit ended (reset): its length from the first to the last touch,
    // so the idle wait and the countdown are not counted.
    void visitEnded(int seconds);

private:
    void setPhase(const QString& phase);
    void restartIdleClock();
    void countdownTick();

    Settings m_settings;
    QString m_phase = QStringLiteral("attract");
    int m_secondsLeft = 0;
    QSet<QString> m_holds;
    bool m_largeText = false;
    bool m_highContrast = false;
    bool m_lowReach = false;
    bool m_readAloud = false;
    QString m_staffPhase;
    int m_failedPins = 0;
    QDateTime m_pinBlockedUntil;
    bool m_quitting = false;
    bool m_idleOff = false;
    QTimer m_idle;
    QTimer m_countdown;
    QTimer m_staffTimeout;
    QTimer m_pinLockTick; // counts the lock down on the pad, once a second
    QElapsedTimer m_uptime;
    qint64 m_visitStartMs = -1; // on m_uptime; -1 between visits
    qint64 m_lastTouchMs = 0;
    std::function<QVariantMap()> m_statusProvider;
};
