// Qt Quick Test runner for tst_*.qml in this folder. The kiosk's QML module
// is linked statically; the Exhibit singleton gets an instance without a
// store (its models are then empty, which these tests do not need). Tests
// that save screenshots read the folder from the context property
// screenshotDir (ZV_SCREENSHOT_DIR, as the smoke tests).
#include "exhibit.h"

#include <QDir>
#include <QQmlContext>
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(ZeitvertreibPlugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/"));
        if (!m_exhibit) {
            m_exhibit = new Exhibit(nullptr, this);
            Exhibit::setInstance(m_exhibit);
        }
        const QString dir =
            QDir(qEnvironmentVariable("ZV_SCREENSHOT_DIR", QStringLiteral(ZV_SCREENSHOT_DIR)))
                .filePath(QStringLiteral("kit"));
        QDir().mkpath(dir);
        engine->rootContext()->setContextProperty(QStringLiteral("screenshotDir"), dir);
    }

private:
    Exhibit* m_exhibit = nullptr;
};

QUICK_TEST_MAIN_WITH_SETUP(quick_components, Setup)
#include "tst_quick_components.moc"
