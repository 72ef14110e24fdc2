#pragma once
#include <QObject>
#include <QtQml/qqmlregistration.h>
class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int answer READ answer CONSTANT)
public:
    using QObject::QObject;
    int answer() const { return 42; }
};
