// Qt Quick Test runner for tst_*.qml in this folder. The kiosk's QML module
// is linked statically; the Exhibit singleton gets an instance without a
// store (its models are then empty, which these tests do not need).
#include "exhibit.h"

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
    }

private:
    Exhibit* m_exhibit = nullptr;
};

QUICK_TEST_MAIN_WITH_SETUP(quick_components, Setup)
#include "tst_quick_components.moc"
