#pragma once

// The kiosk never leaves the exhibit (issue 23): no link of an article is
// followed out of it, and nothing it shows is fetched over a network.
//
// - Qt.openUrlExternally and QDesktopServices::openUrl reach the system's
//   browser, mail or file manager only through the URL handlers Qt lets a
//   program set: the guard takes every scheme that leaves the exhibit and
//   refuses it (logged with its scheme and host, never followed).
// - The QML engine fetches remote pictures (a Markdown image, an Image with
//   an http source) through its network access manager: the guard's
//   manager answers qrc:, file: and data: and turns every other request
//   into an error before any socket is opened.
// - An article's link a visitor taps (MarkdownPage) is refused the same way.
//
// The kiosk opens no listening socket either; tst_kiosk_offline holds all
// three.

#include <QObject>
#include <QQmlNetworkAccessManagerFactory>
#include <QStringList>
#include <QUrl>

#include <atomic>
#include <memory>

class QQmlEngine;

class OfflineGuard : public QObject {
    Q_OBJECT

public:
    explicit OfflineGuard(QObject* parent = nullptr);
    ~OfflineGuard() override;

    // The schemes whose URLs Qt would hand to another program.
    static const QStringList& leavingSchemes();
    // Whether the engine may load `url`: only from inside the program.
    static bool staysInside(const QUrl& url);

    // The guard of the running kiosk (the last one made), or null.
    static OfflineGuard* instance();

    // Gives `engine` the refusing network manager (before it loads QML). The
    // guard must outlive the engine.
    void guard(QQmlEngine* engine);

    // What was refused since start, as "scheme://host" (no path: a link may
    // carry more than the log needs).
    QStringList refusedLinks() const { return m_refusedLinks; }
    int refusedRequests() const { return m_refusedRequests.load(); }

public slots:
    // The URL handler of every leaving scheme; also what MarkdownPage calls.
    void refuse(const QUrl& url);

private:
    friend class OfflineNetworkManager;
    std::unique_ptr<QQmlNetworkAccessManagerFactory> m_factory;
    QStringList m_refusedLinks;
    std::atomic<int> m_refusedRequests{0};
};
