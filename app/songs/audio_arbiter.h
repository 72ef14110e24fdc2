#pragma once
// At most one sound at a time across the kiosk (issue 22): whoever starts a
// sound (a song, a sound staff attached, later the reading voice) claims the
// output first; the one that held it sees `owner` change and stops itself.
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

namespace zv {

class AudioArbiter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString owner READ owner NOTIFY ownerChanged)

public:
    static AudioArbiter& instance();
    static AudioArbiter* create(QQmlEngine*, QJSEngine*);

    QString owner() const { return m_owner; }
    // `who` starts a sound: the sound before it must stop.
    Q_INVOKABLE void claim(const QString& who);
    // `who` has stopped; nothing happens if another sound took over meanwhile.
    Q_INVOKABLE void release(const QString& who);

signals:
    void ownerChanged(const QString& owner);

private:
    explicit AudioArbiter(QObject* parent = nullptr) : QObject(parent) {}
    QString m_owner;
};

} // namespace zv
