#include "offline_guard.h"

#include <QDesktopServices>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QQmlEngine>

namespace {

OfflineGuard* g_instance = nullptr;

QString shown(const QUrl& url)
{
    return url.host().isEmpty() ? url.scheme() + QLatin1Char(':')
                                : url.scheme() + QStringLiteral("://") + url.host();
}

} // namespace

// Created by the QML engine on its loader threads, so it counts atomically.
class OfflineNetworkManager : public QNetworkAccessManager {
public:
    OfflineNetworkManager(OfflineGuard* guard, QObject* parent)
        : QNetworkAccessManager(parent), m_guard(guard)
    {}

protected:
    QNetworkReply* createRequest(Operation op, const QNetworkRequest& request,
                                 QIODevice* data) override
    {
        if (OfflineGuard::staysInside(request.url()))
            return QNetworkAccessManager::createRequest(op, request, data);
        ++m_guard->m_refusedRequests;
        qInfo("Offline: not fetched: %s", qPrintable(shown(request.url())));
        // A request without a URL fails at once with "protocol unknown":
        // an error reply as the engine expects, and no socket opened.
        QNetworkRequest nowhere(request);
        nowhere.setUrl(QUrl());
        return QNetworkAccessManager::createRequest(op, nowhere, nullptr);
    }

private:
    OfflineGuard* m_guard;
};

namespace {

class OfflineFactory : public QQmlNetworkAccessManagerFactory {
public:
    explicit OfflineFactory(OfflineGuard* guard) : m_guard(guard) {}
    QNetworkAccessManager* create(QObject* parent) override
    {
        return new OfflineNetworkManager(m_guard, parent);
    }

private:
    OfflineGuard* m_guard;
};

} // namespace

OfflineGuard::OfflineGuard(QObject* parent)
    : QObject(parent), m_factory(std::make_unique<OfflineFactory>(this))
{
    g_instance = this;
    for (const QString& scheme : leavingSchemes())
        QDesktopServices::setUrlHandler(scheme, this, "refuse");
}

OfflineGuard::~OfflineGuard()
{
    if (g_instance == this)
        g_instance = nullptr;
    for (const QString& scheme : leavingSchemes())
        QDesktopServices::unsetUrlHandler(scheme);
}

const QStringList& OfflineGuard::leavingSchemes()
{
    // file: too: the system's file manager is outside the exhibit as well.
    static const QStringList schemes{
        QStringLiteral("http"),   QStringLiteral("https"), QStringLiteral("ftp"),
        QStringLiteral("mailto"), QStringLiteral("tel"),   QStringLiteral("file"),
        QStringLiteral("sms"),    QStringLiteral("geo"),   QStringLiteral("news"),
    };
    return schemes;
}

bool OfflineGuard::staysInside(const QUrl& url)
{
    const QString scheme = url.scheme();
    return scheme == QLatin1String("qrc") || scheme == QLatin1String("file") ||
           scheme == QLatin1String("data");
}

OfflineGuard* OfflineGuard::instance()
{
    return g_instance;
}

void OfflineGuard::guard(QQmlEngine* engine)
{
    // The engine does not own the factory: the guard does.
    engine->setNetworkAccessManagerFactory(m_factory.get());
}

void OfflineGuard::refuse(const QUrl& url)
{
    m_refusedLinks.append(shown(url));
    qInfo("Offline: link not followed: %s", qPrintable(shown(url)));
}
