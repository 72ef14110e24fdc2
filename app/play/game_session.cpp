#include "game_session.h"
