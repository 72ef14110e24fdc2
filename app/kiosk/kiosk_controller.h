// Sets the kiosk up: opens the content store, creates the Exhibit singleton,
// loads Main.qml and shapes the window. The executable and the smoke test use
// the same code, so the test starts exactly what a visitor sees.
#pragma once

#include "kiosk_options.h"

#include <QObject>
#include <QStringList>
#include <QVariantMap>

#include <memory>

class BoardPictures;
class Exhibit;
class GameSession;
class Lockdown;
class Visit;
class OfflineGuard;
class QQmlApplicationEngine;
class QQuickWindow;

namespace zv {
class ContentStore;
}

class KioskController : public QObject {
    Q_OBJECT
public:
    explicit KioskController(KioskOptions options, QObject* parent = nullptr);
    ~KioskController() override;

    // Opens the store (Kiosk mode: a broken store falls back to the bundled
    // content), loads the QML and shows the window. False only when the QML
    // itself could not be loaded.
    bool start();

    QQuickWindow* window() const;
    Exhibit* exhibit() const { return m_exhibit.get(); }
    Visit* visit() const { return m_visit.get(); }
    // The open content store (the tests read the usage counts from it).
    zv::ContentStore* store() const { return m_store.get(); }
    Lockdown* lockdown() const { return m_lockdown.get(); }
    GameSession* session() const;
    QQmlApplicationEngine* engine() const { return m_engine.get(); }
    OfflineGuard* offlineGuard() const { return m_offline.get(); }
    const KioskOptions& options() const { return m_options; }

    // Navigation hooks of Main.qml, for the screen renderer and tests:
    // "home", "section", "article", "lobby", "board", "end".
    bool showScreen(const QString& name, const QString& argument = {});

private:
    void openStore();
    void setUpVisit();
    QVariantMap contentStatus() const;

    KioskOptions m_options;
    std::unique_ptr<zv::ContentStore> m_store;
    std::unique_ptr<Exhibit> m_exhibit;
    std::unique_ptr<Visit> m_visit;
    std::unique_ptr<Lockdown> m_lockdown;
    QStringList m_startProblems; // of the store and the configuration, for the staff status
    // Before the engine: it must outlive it (the engine's network managers
    // call it).
    std::unique_ptr<OfflineGuard> m_offline;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    std::unique_ptr<BoardPictures> m_boardPictures;
};
