// The touch-to-move logic on hand-made input paths.
#include "touch_input.h"

#include <QTest>

using zv::play::addTouch;
using zv::play::InputPath;
using zv::play::nextTouches;
using zv::play::TouchResult;

class TouchInputTest : public QObject {
    Q_OBJECT
private slots:
    void nextTouchesAreDistinctAndOrdered()
    {
        const std::vector<InputPath> paths = {{"a1", "a4"}, {"a1", "d1"}, {"g1", "g4"}};
        QCOMPARE(nextTouches(paths, {}), (std::vector<std::string>{"a1", "g1"}));
        QCOMPARE(nextTouches(paths, {"a1"}), (std::vector<std::string>{"a4", "d1"}));
        QVERIFY(nextTouches(paths, {"a1", "a4"}).empty());
        QVERIFY(nextTouches(paths, {"b2"}).empty());
    }

    void touchesExtendCompleteOrReject()
    {
        const std::vector<InputPath> paths = {{"d2"}, {"d6", "a1"}, {"d6", "g7"}};
        TouchResult r = addTouch(paths, {}, "d2");
        QCOMPARE(r.kind, TouchResult::Kind::Complete);
        QCOMPARE(r.moveIndex, 0);
        r = addTouch(paths, {}, "d6");
        QCOMPARE(r.kind, TouchResult::Kind::Extended);
        r = addTouch(paths, {"d6"}, "g7");
        QCOMPARE(r.kind, TouchResult::Kind::Complete);
        QCOMPARE(r.moveIndex, 2);
        QCOMPARE(addTouch(paths, {"d6"}, "d2").kind, TouchResult::Kind::Rejected);
        QCOMPARE(addTouch(paths, {}, "b4").kind, TouchResult::Kind::Rejected);
    }

    void aCompletePathWinsOverLongerOnes()
    {
        const std::vector<InputPath> paths = {{"a1", "a4", "d7"}, {"a1", "a4"}};
        const TouchResult r = addTouch(paths, {"a1"}, "a4");
        QCOMPARE(r.kind, TouchResult::Kind::Complete);
        QCOMPARE(r.moveIndex, 1);
    }
};

QTEST_GUILESS_MAIN(TouchInputTest)
#include "tst_touch_input.moc"
