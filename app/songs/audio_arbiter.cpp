#include "songs/audio_arbiter.h"

#include <QJSEngine>

namespace zv {

AudioArbiter& AudioArbiter::instance()
{
    static AudioArbiter arbiter;
    return arbiter;
}

AudioArbiter* AudioArbiter::create(QQmlEngine*, QJSEngine*)
{
    AudioArbiter* arbiter = &instance();
    QJSEngine::setObjectOwnership(arbiter, QJSEngine::CppOwnership);
    return arbiter;
}

void AudioArbiter::claim(const QString& who)
{
    if (m_owner == who)
        return;
    m_owner = who;
    emit ownerChanged(m_owner);
}

void AudioArbiter::release(const QString& who)
{
    if (m_owner != who)
        return;
    m_owner.clear();
    emit ownerChanged(m_owner);
}

} // namespace zv
